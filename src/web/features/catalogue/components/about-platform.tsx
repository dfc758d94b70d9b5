import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { BadgeCheck, CreditCard, PiggyBank, Undo2 } from 'lucide-react';
import { feeRateRangeLabel } from '../../../../domain/fees.ts';

// One honest line each: what the platform actually does behind the promise.
const cards = [
  {
    icon: BadgeCheck,
    title: msg`Quality Guarantee`,
    text: msg`Sellers state each item's condition and show their own photos, and buyers' reviews stay on the listing.`,
  },
  {
    icon: PiggyBank,
    title: msg`Student Discounts`,
    text: msg`Books and notes from seniors cost a fraction of the shop price, and our fee is ${feeRateRangeLabel('–')}, never more.`,
  },
  {
    icon: Undo2,
    title: msg`Easy Returns`,
    text: msg`Ask for a refund from Your Orders after delivery; the team answers within 3–5 business days.`,
  },
  {
    icon: CreditCard,
    title: msg`Secure Payments`,
    text: msg`Online payments are verified with the payment provider before your order is placed, or pay cash on delivery.`,
  },
];

/** The 'About Our Platform' panel of the product page (spec, section 2). */
export function AboutPlatform() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="about-platform" className="rounded-lg bg-primary-50 p-4 sm:p-6">
      <h2 id="about-platform" className="font-semibold text-slate-900 text-xl">
        <Trans>About Our Platform</Trans>
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-lg border bg-white p-4 shadow-soft">
            <Icon aria-hidden="true" className="size-6 text-primary-800" />
            <h3 className="mt-2 font-semibold text-slate-900">{i18n._(title)}</h3>
            <p className="mt-1 text-slate-600 text-sm">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
