import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config.ts';
import { ContactEmail, LEGAL_PAGES_EFFECTIVE, LegalPage, type LegalSection } from './legal-page.tsx';
import { privacyPolicyPageMeta } from './static-page-meta.ts';

function sections(contactEmail: string | undefined): LegalSection[] {
  return [
    {
      id: 'what-we-store',
      title: <Trans>What we store</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              <strong>Your account:</strong> username, e-mail address, mobile number, your name if you add it,
              and when you joined. Your password is never stored, only a one-way scrypt hash of it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your listings:</strong> titles, descriptions, prices, photos, documents, the contact
              name, WhatsApp number and e-mail you give for buyers, and the pickup address. Photos are
              re-encoded when you upload them, which removes location and camera data.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your orders:</strong> what you bought or sold, prices and fees, the delivery name, phone
              and address, the payment method, the payment partner's order and payment references (never card
              or UPI details), status changes, refund requests, and your reviews.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A session cookie</strong> (<code>passiton.sid</code>) that keeps you signed in for up to
              30 days. It holds only a signed random id; the session itself is a record in our database that
              is deleted when you log out or it expires.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>In your browser only:</strong> a guest cart before you sign in, whether you have seen
              the welcome tour, and which achievements you have already been shown. You can clear these at any
              time from the Clear Cache page.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Activity on PassItOn:</strong> notifications, achievements and points, and, for admins,
              a log of administrative actions.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Reports and blocks:</strong> what you reported and why, and whom you blocked. Nobody you
              report or block is told it was you; our admins' decisions are kept with their reasons.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'why',
      title: <Trans>Why we use it</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              To run your account and keep it secure, including limiting repeated failed sign-ins.
            </Trans>
          </li>
          <li>
            <Trans>
              To show your listings, take orders and payments, and arrange pickup between buyer and seller.
            </Trans>
          </li>
          <li>
            <Trans>To send you notifications about your orders and sales.</Trans>
          </li>
          <li>
            <Trans>
              To prevent fraud and abuse, resolve disputes and keep accounting records the law requires.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: <Trans>Who can see it</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Everyone can see your listings, your username or name as the seller, the pickup city and
              institute, and your reviews.
            </Trans>
          </li>
          <li>
            <Trans>
              Everyone can also see your public profile: your name, the institute and city in your profile,
              when you joined, how many deals you completed, and the ratings and comments buyers gave you once
              they show. It never shows your e-mail address, phone number or address.
            </Trans>
          </li>
          <li>
            <Trans>
              A buyer who orders your item sees the contact details you gave in the listing, so you can
              arrange the pickup. You see the buyer's delivery name and phone for the same reason.
            </Trans>
          </li>
          <li>
            <Trans>
              Documents attached to a listing are visible only to you, to buyers with an order for it, and to
              our admins.
            </Trans>
          </li>
          <li>
            <Trans>
              Our admins can see accounts, listings and orders to run the marketplace and help you. Every
              admin action is logged.
            </Trans>
          </li>
          <li>
            <Trans>
              Our payment partner processes online payments under its own privacy policy. We share with it
              only the amount and order reference.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'no-selling',
      title: <Trans>We never sell your data</Trans>,
      body: (
        <p>
          <Trans>
            We do not sell, rent or trade your personal information, and we do not use advertising trackers.
            We share it only as described above, or when Indian law requires us to.
          </Trans>
        </p>
      ),
    },
    {
      id: 'retention',
      title: <Trans>How long we keep it</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Your account and listings: until you delete your account. Then your name, e-mail address, phone
              number and delivery details are erased, and your listings are withdrawn with their titles,
              descriptions and contact details. Your reviews and the ratings you gave stay only as star
              ratings, without their words or your name, your profile is gone, what you wrote in order
              messages is erased, and other students' notifications call you "a former student". Your orders
              (what was bought, amounts, dates, payments, refunds and payouts) are kept without your name, as
              tax and accounting law requires.
            </Trans>
          </li>
          <li>
            <Trans>
              Orders: deleted listings and transactions are hidden, but order records are kept for as long as
              tax and accounting law requires, so both sides of a sale keep their history.
            </Trans>
          </li>
          <li>
            <Trans>Sessions: until you log out, or 30 days.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: <Trans>Your choices and rights</Trans>,
      body: (
        <>
          <p>
            <Trans>
              You can see and change most of your details yourself, and delete your account yourself under{' '}
              <Link to="/account" className="font-medium text-primary-800 underline">
                Your account → Delete account
              </Link>
              . You can also ask us for a copy of your data, or to correct it: write to{' '}
              <ContactEmail email={contactEmail} /> from the e-mail address on your account.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>We aim to respond within 48 hours.</strong> If we need more time for a larger request,
              we will tell you within those 48 hours and say when to expect an answer.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'age',
      title: <Trans>Minimum age</Trans>,
      body: (
        <p>
          <Trans>
            PassItOn is for students aged 16 and over. We do not knowingly collect data from anyone younger;
            if you believe a younger child has an account, tell us and we will delete it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'security',
      title: <Trans>Security</Trans>,
      body: (
        <p>
          <Trans>
            Connections to PassItOn are encrypted, passwords are hashed, sessions are in http-only cookies
            that scripts cannot read, and documents are served only to the people allowed to see them. No
            system is perfectly secure: if we learn of a breach affecting your data we will tell you and the
            authorities as the law requires.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: <Trans>Changes and contact</Trans>,
      body: (
        <p>
          <Trans>
            We will post changes to this policy on this page with a new effective date. Questions or requests:{' '}
            <ContactEmail email={contactEmail} />.
          </Trans>
        </p>
      ),
    },
  ];
}

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  const { i18n } = useLingui();
  const { data: siteConfig } = useSiteConfig();
  return (
    <LegalPage
      meta={privacyPolicyPageMeta(i18n)}
      heading={<Trans>Privacy Policy</Trans>}
      effective={LEGAL_PAGES_EFFECTIVE}
      intro={
        <p>
          <Trans>
            This policy explains what PassItOn stores about you when you buy or sell study materials, why, who
            can see it and what you can ask us to do with it. In short: we keep what we need to run your
            account and your orders, we show your contact details only to the student you are trading with,
            and we never sell your data.
          </Trans>
        </p>
      }
      sections={sections(siteConfig?.contactEmail)}
    />
  );
}
