import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CreditCard, ShieldCheck, Undo2 } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';

// The three promises of the landing page (spec, section 1), each with what actually backs it.
const promises = [
  {
    icon: ShieldCheck,
    title: msg`Safe transactions`,
    text: msg`Online payments are verified before an order is placed, and every order is tracked.`,
  },
  {
    icon: Undo2,
    title: msg`Buyer protection`,
    text: msg`Cancel before your order ships, or ask for a refund after delivery if something is wrong.`,
  },
  {
    icon: CreditCard,
    title: msg`Multiple payment options`,
    text: msg`Pay online through the payment gateway, or choose cash on delivery.`,
  },
];

export function Promises() {
  const { i18n } = useLingui();
  return (
    <LandingSection title={i18n._(msg`Why buy on PassItOn`)}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-3 rounded-lg border bg-white p-4 shadow-soft">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{i18n._(title)}</h3>
              <p className="mt-1 text-slate-600 text-sm">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
