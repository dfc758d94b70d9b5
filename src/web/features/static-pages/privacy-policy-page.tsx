import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config.ts';
import { ContactEmail, LegalPage, type LegalSection } from './legal-page.tsx';
import { privacyPolicyPageMeta } from './static-page-meta.ts';

function sections(contactEmail: string | undefined): LegalSection[] {
  return [
    {
      id: 'what-we-store',
      title: 'What we store',
      body: (
        <ul>
          <li>
            <strong>Your account:</strong> username, e-mail address, mobile number, your name if you add it,
            and when you joined. Your password is never stored, only a one-way scrypt hash of it.
          </li>
          <li>
            <strong>Your listings:</strong> titles, descriptions, prices, photos, documents, the contact name,
            WhatsApp number and e-mail you give for buyers, and the pickup address. Photos are re-encoded when
            you upload them, which removes location and camera data.
          </li>
          <li>
            <strong>Your orders:</strong> what you bought or sold, prices and fees, the delivery name, phone
            and address, the payment method, the payment partner's order and payment references (never card or
            UPI details), status changes, refund requests, and your reviews.
          </li>
          <li>
            <strong>A session cookie</strong> (<code>passiton.sid</code>) that keeps you signed in for up to
            30 days. It holds only a signed random id; the session itself is a record in our database that is
            deleted when you log out or it expires.
          </li>
          <li>
            <strong>In your browser only:</strong> a guest cart before you sign in, whether you have seen the
            welcome tour, and which achievements you have already been shown. You can clear these at any time
            from the Clear Cache page.
          </li>
          <li>
            <strong>Activity on PassItOn:</strong> notifications, achievements and points, and, for admins, a
            log of administrative actions.
          </li>
        </ul>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it',
      body: (
        <ul>
          <li>To run your account and keep it secure, including limiting repeated failed sign-ins.</li>
          <li>
            To show your listings, take orders and payments, and arrange pickup between buyer and seller.
          </li>
          <li>To send you notifications about your orders and sales.</li>
          <li>To prevent fraud and abuse, resolve disputes and keep accounting records the law requires.</li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: 'Who can see it',
      body: (
        <ul>
          <li>
            Everyone can see your listings, your username or name as the seller, the pickup city and
            institute, and your reviews.
          </li>
          <li>
            A buyer who orders your item sees the contact details you gave in the listing, so you can arrange
            the pickup. You see the buyer's delivery name and phone for the same reason.
          </li>
          <li>
            Documents attached to a listing are visible only to you, to buyers with an order for it, and to
            our admins.
          </li>
          <li>
            Our admins can see accounts, listings and orders to run the marketplace and help you. Every admin
            action is logged.
          </li>
          <li>
            Our payment partner processes online payments under its own privacy policy. We share with it only
            the amount and order reference.
          </li>
        </ul>
      ),
    },
    {
      id: 'no-selling',
      title: 'We never sell your data',
      body: (
        <p>
          We do not sell, rent or trade your personal information, and we do not use advertising trackers. We
          share it only as described above, or when Indian law requires us to.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Your account and listings: until you delete your account. Then your listings are withdrawn and
            your name, e-mail address, phone number and delivery details are erased; your orders, their
            amounts and payouts stay for accounting, and your reviews and messages are shown as from "Deleted
            student".
          </li>
          <li>
            Orders: deleted listings and transactions are hidden, but order records are kept for as long as
            tax and accounting law requires, so both sides of a sale keep their history.
          </li>
          <li>Sessions: until you log out, or 30 days.</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      body: (
        <>
          <p>
            You can see and change most of your details yourself, and delete your account yourself under{' '}
            <Link to="/account" className="font-medium text-primary-800 underline">
              Your account → Delete account
            </Link>
            . You can also ask us for a copy of your data, or to correct it: write to{' '}
            <ContactEmail email={contactEmail} /> from the e-mail address on your account.
          </p>
          <p>
            <strong>We aim to respond within 48 hours.</strong> If we need more time for a larger request, we
            will tell you within those 48 hours and say when to expect an answer.
          </p>
        </>
      ),
    },
    {
      id: 'age',
      title: 'Minimum age',
      body: (
        <p>
          PassItOn is for students aged 16 and over. We do not knowingly collect data from anyone younger; if
          you believe a younger child has an account, tell us and we will delete it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Connections to PassItOn are encrypted, passwords are hashed, sessions are in http-only cookies that
          scripts cannot read, and documents are served only to the people allowed to see them. No system is
          perfectly secure: if we learn of a breach affecting your data we will tell you and the authorities
          as the law requires.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Changes and contact',
      body: (
        <p>
          We will post changes to this policy on this page with a new effective date. Questions or requests:{' '}
          <ContactEmail email={contactEmail} />.
        </p>
      ),
    },
  ];
}

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  const { data: siteConfig } = useSiteConfig();
  return (
    <LegalPage
      meta={privacyPolicyPageMeta}
      heading="Privacy Policy"
      effective="22 July 2025"
      intro={
        <p>
          This policy explains what PassItOn stores about you when you buy or sell study materials, why, who
          can see it and what you can ask us to do with it. In short: we keep what we need to run your account
          and your orders, we show your contact details only to the student you are trading with, and we never
          sell your data.
        </p>
      }
      sections={sections(siteConfig?.contactEmail)}
    />
  );
}
