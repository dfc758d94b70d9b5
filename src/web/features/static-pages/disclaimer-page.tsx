import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteConfig } from '../../lib/site-config.ts';
import { ContactEmail, LEGAL_PAGES_EFFECTIVE, LegalPage, type LegalSection } from './legal-page.tsx';
import { disclaimerPageMeta } from './static-page-meta.ts';

function sections(contactEmail: string | undefined): LegalSection[] {
  return [
    {
      id: 'marketplace',
      title: <Trans>PassItOn is a marketplace</Trans>,
      body: (
        <p>
          <Trans>
            Every item on PassItOn is listed by a student who owns it. We provide the website, the payments
            and the order records, but we do not inspect, store or deliver the items. The description, photos,
            condition and price of a listing are the seller's own.
          </Trans>
        </p>
      ),
    },
    {
      id: 'used-items',
      title: <Trans>Used books and equipment</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Used items may have writing, highlighting, wear or missing pages. Read the condition and
              description, look at the photos, and check the item at pickup before you pay cash or confirm.
            </Trans>
          </li>
          <li>
            <Trans>
              Check that the edition, syllabus year and university match what you need. Calculators and
              electronics should be tested when you collect them.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'notes',
      title: <Trans>Notes, papers and study material</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Handwritten and typed notes, assignments and lab journals are made by students. They are not
              official material of any university, board or publisher, and they may contain mistakes.
            </Trans>
          </li>
          <li>
            <Trans>
              Previous year papers are shared for practice. Always confirm the current syllabus and exam
              pattern with your institute.
            </Trans>
          </li>
          <li>
            <Trans>No material on PassItOn guarantees any mark, grade or result.</Trans>
          </li>
          <li>
            <Trans>
              Study material is for your own learning. Submitting someone else's work as your own may break
              your institute's rules.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'copyright',
      title: <Trans>Copyright</Trans>,
      body: (
        <p>
          <Trans>
            Sellers may sell their own copy of a book, but not photocopies, scans or PDFs of copyrighted
            books. If you believe a listing infringes your copyright, write to{' '}
            <ContactEmail email={contactEmail} /> with the listing's link and we will review it and remove it
            where it infringes.
          </Trans>
        </p>
      ),
    },
    {
      id: 'prices',
      title: <Trans>Prices and the pricing guide</Trans>,
      body: (
        <p>
          <Trans>
            The pricing guide and the hints shown while listing are suggestions based on typical prices for
            each category. Sellers set their own prices; we do not fix or endorse them.
          </Trans>
        </p>
      ),
    },
    {
      id: 'safety',
      title: <Trans>Meeting safely</Trans>,
      body: (
        <ul>
          <li>
            <Trans>
              Meet on campus or in a busy public place, in daylight where you can, and tell a friend.
            </Trans>
          </li>
          <li>
            <Trans>
              Do not pay or share one-time passwords outside PassItOn. We will never ask for your password or
              an OTP.
            </Trans>
          </li>
          <li>
            <Trans>
              Report a listing, a message or a review that makes you uncomfortable from its ⋮ menu, and we
              will look into it. You can also block a student there.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'availability',
      title: <Trans>Availability of the service</Trans>,
      body: (
        <p>
          <Trans>
            We work to keep PassItOn running and your data safe, but the site may sometimes be unavailable for
            maintenance or because of problems outside our control. Achievements, levels and points are for
            fun and have no cash value.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: <Trans>Questions</Trans>,
      body: (
        <p>
          <Trans>
            This disclaimer should be read with the Terms & Conditions and the Privacy Policy. If something on
            PassItOn looks wrong, tell us at <ContactEmail email={contactEmail} />.
          </Trans>
        </p>
      ),
    },
  ];
}

/** /disclaimer. */
export function DisclaimerPage() {
  const { i18n } = useLingui();
  const { data: siteConfig } = useSiteConfig();
  return (
    <LegalPage
      meta={disclaimerPageMeta(i18n)}
      heading={<Trans>Disclaimer</Trans>}
      effective={LEGAL_PAGES_EFFECTIVE}
      intro={
        <p>
          <Trans>
            PassItOn helps students pass their books, notes and study gear on to each other. Please read what
            we can and cannot promise about the items listed here.
          </Trans>
        </p>
      }
      sections={sections(siteConfig?.contactEmail)}
    />
  );
}
