import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { IndianRupee, PiggyBank, ShieldCheck } from 'lucide-react';

const reasons = [
  {
    id: 'save',
    icon: PiggyBank,
    title: msg`Buyers save money`,
    text: msg`Get textbooks and notes from seniors for a fraction of the shop price.`,
  },
  {
    id: 'earn',
    icon: IndianRupee,
    title: msg`Sellers earn extra income`,
    text: msg`Turn the books you have finished with into money for next semester.`,
  },
  {
    id: 'secure',
    icon: ShieldCheck,
    title: msg`Transactions between students are secure`,
    text: msg`Pay online or cash on delivery, and track every order.`,
  },
];

/** Why sign up: the three promises of the sign-in page (spec, section 1). */
export function AuthMarketingPanel() {
  const { i18n } = useLingui();
  return (
    <aside className="rounded-lg bg-primary-800 p-6 text-white sm:p-8">
      <h2 className="font-bold text-2xl">
        <Trans>Pass your books on to the next batch</Trans>
      </h2>
      <ul className="mt-6 flex flex-col gap-5">
        {reasons.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-slate-900">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{i18n._(title)}</h3>
              <p className="mt-1 text-primary-100 text-sm">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
