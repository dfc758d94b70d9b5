import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ClipboardList,
  Layers,
  type LucideIcon,
  PackagePlus,
  ShieldCheck,
  Truck,
  Wallet,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { WIZARD_STEPS } from '../wizard-steps.ts';
import { ProTips } from './pro-tips.tsx';

const stepCount = WIZARD_STEPS.length;

const PROMISES: { icon: LucideIcon; value: MessageDescriptor; label: MessageDescriptor }[] = [
  { icon: Wallet, value: msg`₹2,500`, label: msg`average monthly earnings` },
  {
    icon: Zap,
    value: msg`${plural(stepCount, { one: '# step', other: '# steps' })}`,
    label: msg`details, price, photos, pickup, review`,
  },
  { icon: ShieldCheck, value: msg`Secure`, label: msg`payments` },
  { icon: Truck, value: msg`Free`, label: msg`pickup and delivery` },
];

const ACTIONS: { to: string; icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    to: '/sell?form=item',
    icon: PackagePlus,
    title: msg`Add New Item`,
    text: msg`List one book, set of notes or calculator with photos and documents.`,
  },
  {
    to: '/sell?form=bulk',
    icon: Layers,
    title: msg`Bulk Upload`,
    text: msg`Clearing out a semester? List several items with one pickup address.`,
  },
  {
    to: '/seller-listings',
    icon: ClipboardList,
    title: msg`My Listings`,
    text: msg`See, edit or remove what you have listed.`,
  },
];

/** /sell without a form open: the banner, the three quick actions and the Pro Tips tab. */
export function SellLanding() {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl bg-gradient-to-br from-primary-900 to-primary-700 p-6 text-white shadow-soft sm:p-8">
        <h1 className="font-bold text-2xl sm:text-3xl">
          <Trans>Start Selling Today</Trans>
        </h1>
        <p className="mt-2 max-w-xl text-primary-100">
          <Trans>
            Turn last semester’s books and notes into money for the next one, and help a junior save on
            theirs.
          </Trans>
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PROMISES.map(({ icon: Icon, value, label }) => (
            <li key={label.message} className="flex flex-col gap-1 rounded-lg bg-white/10 p-3">
              <Icon aria-hidden="true" className="size-5 text-accent-300" />
              <span className="font-bold text-lg">{i18n._(value)}</span>
              <span className="text-primary-100 text-sm">{i18n._(label)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Tabs defaultValue="start">
        <TabsList aria-label={t`Selling`}>
          <TabsTrigger value="start">
            <Trans>Get Started</Trans>
          </TabsTrigger>
          <TabsTrigger value="tips">
            <Trans>Pro Tips</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="start">
          <ul className="grid gap-4 sm:grid-cols-3">
            {ACTIONS.map(({ to, icon: Icon, title, text }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full items-start gap-4 rounded-lg border bg-white p-4 shadow-soft transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary-600 sm:flex-col sm:gap-2 sm:p-5"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-800">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="flex flex-col gap-1">
                    <span className="font-semibold text-lg text-slate-900">{i18n._(title)}</span>
                    <span className="text-slate-600 text-sm">{i18n._(text)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="tips">
          <ProTips />
        </TabsContent>
      </Tabs>
    </div>
  );
}
