import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { discountPercentFor, feePercentFor, lineFee, REFERENCE_FEE_PERCENT } from '../../../domain/fees.ts';
import { toPaise } from '../../../domain/money.ts';
import { formatPrice } from '../../lib/format.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { ContactEmail, LEGAL_PAGES_EFFECTIVE, LegalPage, type LegalSection } from './legal-page.tsx';
import { termsPageMeta } from './static-page-meta.ts';

const rupees = (paise: number) => formatPrice(paise / 100);

/**
 * The fee tiers (docs/decisions/022-platform-fee.md), each with an example worked out by the same code
 * checkout uses.
 */
const TIERS = [
  { id: 'low', range: msg`Up to ₹499`, example: '300.00' },
  { id: 'middle', range: msg`₹500 to ₹1,499`, example: '800.00' },
  { id: 'high', range: msg`Above ₹1,499`, example: '2000.00' },
].map((tier) => {
  const price = toPaise(tier.example);
  const percent = feePercentFor(price);
  const fee = lineFee(price, 1);
  return { ...tier, price, percent, fee, saving: discountPercentFor(percent) };
});

function FeeTable() {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-lg border bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Platform fee by the seller's price of one item</Trans>
        </caption>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Seller's price per item</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Platform fee</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Example</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {TIERS.map((tier) => {
            const { saving } = tier;
            const price = rupees(tier.price);
            const fee = rupees(tier.fee);
            const total = rupees(tier.price + tier.fee);
            return (
              <tr key={tier.id}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {i18n._(tier.range)}
                </th>
                <td className="px-3 py-2">
                  <s className="text-slate-500">{REFERENCE_FEE_PERCENT}%</s>{' '}
                  <span className="font-semibold text-slate-900">{tier.percent}%</span>{' '}
                  <span className="text-status-green text-xs">
                    <Trans>({saving}% off)</Trans>
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums">
                  <Trans>
                    {price} + {fee} fee = <strong>{total}</strong>
                  </Trans>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

// A name for the reference rate inside the messages, so translators read what the number is.
const referencePercent = REFERENCE_FEE_PERCENT;

function sections(contactEmail: string | undefined): LegalSection[] {
  return [
    {
      id: 'about',
      title: <Trans>About PassItOn</Trans>,
      body: (
        <>
          <p>
            <Trans>
              PassItOn is a marketplace where students in India pass on what they no longer need to the next
              batch: textbooks, reference books, handwritten and typed notes, previous year papers, lab
              journals, calculators, drawing instruments and other study gear. Seniors earn back part of what
              they spent; juniors pay far less than the price of new.
            </Trans>
          </p>
          <p>
            <Trans>
              We run the website, take payments, keep the order records and help when something goes wrong. We
              do not own, store or ship the items: each one belongs to the student who lists it, and is
              collected from their institute or home.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'fees',
      title: <Trans>Fees & Commissions</Trans>,
      body: (
        <>
          <p>
            <Trans>
              Listing an item is free. When an item sells, the <strong>buyer</strong> pays a platform fee on
              top of the seller's price. The fee depends on the seller's price of one item and gets smaller as
              the price goes up:
            </Trans>
          </p>
          <FeeTable />
          <ul>
            <li>
              <Trans>
                At checkout the fee is shown against a struck-through {referencePercent}% reference rate, so
                you can see how much less you pay. A {referencePercent}% fee is never charged.
              </Trans>
            </li>
            <li>
              <Trans>
                The fee is worked out for each line of an order (price × quantity × rate, rounded to the
                paisa) and added up. Our server calculates every price and fee itself; the amount you see at
                checkout is the amount you pay.
              </Trans>
            </li>
            <li>
              <Trans>Delivery is free. There are no other charges for buyers or sellers.</Trans>
            </li>
            <li>
              <Trans>
                <strong>The seller receives the base price</strong> they set, in full. The platform fee pays
                for running PassItOn, payment processing and support.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'accounts',
      title: <Trans>Your account</Trans>,
      body: (
        <ul>
          <li>
            <Trans>You must be at least 16 years old to open an account.</Trans>
          </li>
          <li>
            <Trans>
              Use your own details. Your username is shown to other students; your e-mail and phone are shared
              only as described in the Privacy Policy.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep your password to yourself. You are responsible for what is done with your account until you
              tell us it has been misused.
            </Trans>
          </li>
          <li>
            <Trans>
              We may hide listings and suspend accounts that break these terms, for example by listing
              prohibited items: for 7 days, 30 days or for good. A suspended account cannot sign in, and we
              tell you why.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'selling',
      title: <Trans>Selling</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              List only items you own and may sell. Describe them honestly: the condition (New, Like New,
              Good, Fair or Poor), missing pages, highlighting or writing, and the edition.
            </Trans>
          </li>
          <li>
            <Trans>
              Photos must be of the item itself. We remove location data from every photo you upload.
              Documents you attach (sample pages, notes) are shown only to buyers who have ordered the item.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep your listing up to date: change the quantity or delete the listing when an item is no
              longer available.
            </Trans>
          </li>
          <li>
            <Trans>
              Payouts: for online payments, the base price is settled to the seller within 2–3 working days
              after the order is completed. For cash on delivery the buyer pays you directly at pickup.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'buying',
      title: <Trans>Buying</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Check the description, photos and condition before you order. Ask the seller if anything is
              unclear.
            </Trans>
          </li>
          <li>
            <Trans>
              You can pay online through our payment partner or choose cash on delivery. Card and UPI details
              are handled by the payment partner; PassItOn never sees or stores them.
            </Trans>
          </li>
          <li>
            <Trans>
              An order is confirmed when it shows in Your Orders with the status Paid or Pending (COD).
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'pickup',
      title: <Trans>Pickup and delivery</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Items are handed over at the seller's institute or pickup address. Pickup and payment should be
              completed within 7 days of the order; the seller and buyer agree the time.
            </Trans>
          </li>
          <li>
            <Trans>Meet in a public place on campus where you can. Check the item before you take it.</Trans>
          </li>
          <li>
            <Trans>
              If the seller does not respond within 7 days, you can cancel the order or contact us.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'refunds',
      title: <Trans>Cancellations and refunds</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              You can cancel an order until it has been shipped or handed over (while it is Pending,
              Processing, Paid or Pending (COD)). The item goes back on sale.
            </Trans>
          </li>
          <li>
            <Trans>
              If an item you received is not as described, request a refund from the order page once it is
              delivered, and tell us what is wrong.
            </Trans>
          </li>
          <li>
            <Trans>
              Approved refunds of online payments reach your original payment method within 3–5 business days.
              Refunds include the platform fee.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'prohibited',
      title: <Trans>What may not be sold</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Pirated books, photocopies or scans of copyrighted books, and leaked or confidential exam
              papers.
            </Trans>
          </li>
          <li>
            <Trans>Completed assignments or lab records offered for submission as someone else's work.</Trans>
          </li>
          <li>
            <Trans>Anything illegal, unsafe, stolen, or not related to studying.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'reviews',
      title: <Trans>Reviews</Trans>,
      body: (
        <p>
          <Trans>
            You may review a listing once, and never your own. Reviews must be honest and about the item and
            the handover. We remove reviews that are abusive, off-topic or share someone's personal details.
          </Trans>
        </p>
      ),
    },
    {
      id: 'liability',
      title: <Trans>Our responsibility</Trans>,
      body: (
        <p>
          <Trans>
            We work to keep PassItOn available, secure and fair, and we step in when an order goes wrong.
            Because the items belong to the students who sell them, we cannot guarantee their condition or
            accuracy beyond what the seller describes; see the Disclaimer. Nothing in these terms limits your
            rights under Indian consumer law.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: <Trans>Changes and contact</Trans>,
      body: (
        <p>
          <Trans>
            We will post any change to these terms on this page with a new effective date, and tell you by
            e-mail or a notification before a change to fees takes effect. Questions: write to{' '}
            <ContactEmail email={contactEmail} />.
          </Trans>
        </p>
      ),
    },
  ];
}

/** /terms: Terms & Conditions, which also serves the About and Fees & Commissions links (spec, section 2). */
export function TermsPage() {
  const { i18n } = useLingui();
  const { data: siteConfig } = useSiteConfig();
  return (
    <LegalPage
      meta={termsPageMeta(i18n)}
      heading={<Trans>Terms & Conditions</Trans>}
      effective={LEGAL_PAGES_EFFECTIVE}
      intro={
        <p>
          <Trans>
            These terms apply to everyone who uses PassItOn to buy or sell study materials. They explain what
            we do, what the platform fee is, and what we expect from buyers and sellers. By using PassItOn you
            agree to them.
          </Trans>
        </p>
      }
      sections={sections(siteConfig?.contactEmail)}
    />
  );
}
