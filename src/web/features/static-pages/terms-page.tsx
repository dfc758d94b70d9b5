import { discountPercentFor, feePercentFor, lineFee, REFERENCE_FEE_PERCENT } from '../../../domain/fees.ts';
import { toPaise } from '../../../domain/money.ts';
import { formatPrice } from '../../lib/format.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { ContactEmail, LegalPage, type LegalSection } from './legal-page.tsx';
import { termsPageMeta } from './static-page-meta.ts';

const rupees = (paise: number) => formatPrice(paise / 100);

/**
 * The fee tiers (docs/decisions/022-platform-fee.md), each with an example worked out by the same code
 * checkout uses.
 */
const TIERS = [
  { range: 'Up to ₹499', example: '300.00' },
  { range: '₹500 to ₹1,499', example: '800.00' },
  { range: 'Above ₹1,499', example: '2000.00' },
].map((tier) => {
  const price = toPaise(tier.example);
  const percent = feePercentFor(price);
  const fee = lineFee(price, 1);
  return { ...tier, price, percent, fee, saving: discountPercentFor(percent) };
});

function FeeTable() {
  return (
    <div className="overflow-x-auto rounded-lg border bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Platform fee by the seller's price of one item</caption>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Seller's price per item
            </th>
            <th scope="col" className="px-3 py-2">
              Platform fee
            </th>
            <th scope="col" className="px-3 py-2">
              Example
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {TIERS.map((tier) => (
            <tr key={tier.range}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {tier.range}
              </th>
              <td className="px-3 py-2">
                <s className="text-slate-500">{REFERENCE_FEE_PERCENT}%</s>{' '}
                <span className="font-semibold text-slate-900">{tier.percent}%</span>{' '}
                <span className="text-status-green text-xs">({tier.saving}% off)</span>
              </td>
              <td className="px-3 py-2 tabular-nums">
                {rupees(tier.price)} + {rupees(tier.fee)} fee ={' '}
                <strong>{rupees(tier.price + tier.fee)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function sections(contactEmail: string | undefined): LegalSection[] {
  return [
    {
      id: 'about',
      title: 'About PassItOn',
      body: (
        <>
          <p>
            PassItOn is a marketplace where students in India pass on what they no longer need to the next
            batch: textbooks, reference books, handwritten and typed notes, previous year papers, lab
            journals, calculators, drawing instruments and other study gear. Seniors earn back part of what
            they spent; juniors pay far less than the price of new.
          </p>
          <p>
            We run the website, take payments, keep the order records and help when something goes wrong. We
            do not own, store or ship the items: each one belongs to the student who lists it, and is
            collected from their institute or home.
          </p>
        </>
      ),
    },
    {
      id: 'fees',
      title: 'Fees & Commissions',
      body: (
        <>
          <p>
            Listing an item is free. When an item sells, the <strong>buyer</strong> pays a platform fee on top
            of the seller's price. The fee depends on the seller's price of one item and gets smaller as the
            price goes up:
          </p>
          <FeeTable />
          <ul>
            <li>
              At checkout the fee is shown against a struck-through {REFERENCE_FEE_PERCENT}% reference rate,
              so you can see how much less you pay. A {REFERENCE_FEE_PERCENT}% fee is never charged.
            </li>
            <li>
              The fee is worked out for each line of an order (price × quantity × rate, rounded to the paisa)
              and added up. Our server calculates every price and fee itself; the amount you see at checkout
              is the amount you pay.
            </li>
            <li>Delivery is free. There are no other charges for buyers or sellers.</li>
            <li>
              <strong>The seller receives the base price</strong> they set, in full. The platform fee pays for
              running PassItOn, payment processing and support.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <ul>
          <li>You must be at least 16 years old to open an account.</li>
          <li>
            Use your own details. Your username is shown to other students; your e-mail and phone are shared
            only as described in the Privacy Policy.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what is done with your account until you
            tell us it has been misused.
          </li>
          <li>We may suspend accounts that break these terms, for example by listing prohibited items.</li>
        </ul>
      ),
    },
    {
      id: 'selling',
      title: 'Selling',
      body: (
        <ul>
          <li>
            List only items you own and may sell. Describe them honestly: the condition (New, Like New, Good,
            Fair or Poor), missing pages, highlighting or writing, and the edition.
          </li>
          <li>
            Photos must be of the item itself. We remove location data from every photo you upload. Documents
            you attach (sample pages, notes) are shown only to buyers who have ordered the item.
          </li>
          <li>
            Keep your listing up to date: change the quantity or delete the listing when an item is no longer
            available.
          </li>
          <li>
            Payouts: for online payments, the base price is settled to the seller within 2–3 working days
            after the order is completed. For cash on delivery the buyer pays you directly at pickup.
          </li>
        </ul>
      ),
    },
    {
      id: 'buying',
      title: 'Buying',
      body: (
        <ul>
          <li>
            Check the description, photos and condition before you order. Ask the seller if anything is
            unclear.
          </li>
          <li>
            You can pay online through our payment partner or choose cash on delivery. Card and UPI details
            are handled by the payment partner; PassItOn never sees or stores them.
          </li>
          <li>An order is confirmed when it shows in Your Orders with the status Paid or Pending (COD).</li>
        </ul>
      ),
    },
    {
      id: 'pickup',
      title: 'Pickup and delivery',
      body: (
        <ul>
          <li>
            Items are handed over at the seller's institute or pickup address. Pickup and payment should be
            completed within 7 days of the order; the seller and buyer agree the time.
          </li>
          <li>Meet in a public place on campus where you can. Check the item before you take it.</li>
          <li>If the seller does not respond within 7 days, you can cancel the order or contact us.</li>
        </ul>
      ),
    },
    {
      id: 'refunds',
      title: 'Cancellations and refunds',
      body: (
        <ul>
          <li>
            You can cancel an order until it has been shipped or handed over (while it is Pending, Processing,
            Paid or Pending (COD)). The item goes back on sale.
          </li>
          <li>
            If an item you received is not as described, request a refund from the order page once it is
            delivered, and tell us what is wrong.
          </li>
          <li>
            Approved refunds of online payments reach your original payment method within 3–5 business days.
            Refunds include the platform fee.
          </li>
        </ul>
      ),
    },
    {
      id: 'prohibited',
      title: 'What may not be sold',
      body: (
        <ul>
          <li>
            Pirated books, photocopies or scans of copyrighted books, and leaked or confidential exam papers.
          </li>
          <li>Completed assignments or lab records offered for submission as someone else's work.</li>
          <li>Anything illegal, unsafe, stolen, or not related to studying.</li>
        </ul>
      ),
    },
    {
      id: 'reviews',
      title: 'Reviews',
      body: (
        <p>
          You may review a listing once, and never your own. Reviews must be honest and about the item and the
          handover. We remove reviews that are abusive, off-topic or share someone's personal details.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      body: (
        <p>
          We work to keep PassItOn available, secure and fair, and we step in when an order goes wrong.
          Because the items belong to the students who sell them, we cannot guarantee their condition or
          accuracy beyond what the seller describes; see the Disclaimer. Nothing in these terms limits your
          rights under Indian consumer law.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      body: (
        <p>
          We will post any change to these terms on this page with a new effective date, and tell you by
          e-mail or a notification before a change to fees takes effect. Questions: write to{' '}
          <ContactEmail email={contactEmail} />.
        </p>
      ),
    },
  ];
}

/** /terms: Terms & Conditions, which also serves the About and Fees & Commissions links (spec, section 2). */
export function TermsPage() {
  const { data: siteConfig } = useSiteConfig();
  return (
    <LegalPage
      meta={termsPageMeta}
      heading="Terms & Conditions"
      effective="22 July 2025"
      intro={
        <p>
          These terms apply to everyone who uses PassItOn to buy or sell study materials. They explain what we
          do, what the platform fee is, and what we expect from buyers and sellers. By using PassItOn you
          agree to them.
        </p>
      }
      sections={sections(siteConfig?.contactEmail)}
    />
  );
}
