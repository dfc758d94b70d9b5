import { useSiteConfig } from '../../lib/site-config.ts';
import { ContactEmail, LegalPage, type LegalSection } from './legal-page.tsx';
import { disclaimerPageMeta } from './static-page-meta.ts';

function sections(contactEmail: string | undefined): LegalSection[] {
  return [
    {
      id: 'marketplace',
      title: 'PassItOn is a marketplace',
      body: (
        <p>
          Every item on PassItOn is listed by a student who owns it. We provide the website, the payments and
          the order records, but we do not inspect, store or deliver the items. The description, photos,
          condition and price of a listing are the seller's own.
        </p>
      ),
    },
    {
      id: 'used-items',
      title: 'Used books and equipment',
      body: (
        <ul>
          <li>
            Used items may have writing, highlighting, wear or missing pages. Read the condition and
            description, look at the photos, and check the item at pickup before you pay cash or confirm.
          </li>
          <li>
            Check that the edition, syllabus year and university match what you need. Calculators and
            electronics should be tested when you collect them.
          </li>
        </ul>
      ),
    },
    {
      id: 'notes',
      title: 'Notes, papers and study material',
      body: (
        <ul>
          <li>
            Handwritten and typed notes, assignments and lab journals are made by students. They are not
            official material of any university, board or publisher, and they may contain mistakes.
          </li>
          <li>
            Previous year papers are shared for practice. Always confirm the current syllabus and exam pattern
            with your institute.
          </li>
          <li>No material on PassItOn guarantees any mark, grade or result.</li>
          <li>
            Study material is for your own learning. Submitting someone else's work as your own may break your
            institute's rules.
          </li>
        </ul>
      ),
    },
    {
      id: 'copyright',
      title: 'Copyright',
      body: (
        <p>
          Sellers may sell their own copy of a book, but not photocopies, scans or PDFs of copyrighted books.
          If you believe a listing infringes your copyright, write to <ContactEmail email={contactEmail} />{' '}
          with the listing's link and we will review it and remove it where it infringes.
        </p>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and the pricing guide',
      body: (
        <p>
          The pricing guide and the hints shown while listing are suggestions based on typical prices for each
          category. Sellers set their own prices; we do not fix or endorse them.
        </p>
      ),
    },
    {
      id: 'safety',
      title: 'Meeting safely',
      body: (
        <ul>
          <li>Meet on campus or in a busy public place, in daylight where you can, and tell a friend.</li>
          <li>
            Do not pay or share one-time passwords outside PassItOn. We will never ask for your password or an
            OTP.
          </li>
          <li>Report a listing or a student who makes you uncomfortable and we will look into it.</li>
        </ul>
      ),
    },
    {
      id: 'availability',
      title: 'Availability of the service',
      body: (
        <p>
          We work to keep PassItOn running and your data safe, but the site may sometimes be unavailable for
          maintenance or because of problems outside our control. Achievements, levels and points are for fun
          and have no cash value.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Questions',
      body: (
        <p>
          This disclaimer should be read with the Terms & Conditions and the Privacy Policy. If something on
          PassItOn looks wrong, tell us at <ContactEmail email={contactEmail} />.
        </p>
      ),
    },
  ];
}

/** /disclaimer. */
export function DisclaimerPage() {
  const { data: siteConfig } = useSiteConfig();
  return (
    <LegalPage
      meta={disclaimerPageMeta}
      heading="Disclaimer"
      effective="22 July 2025"
      intro={
        <p>
          PassItOn helps students pass their books, notes and study gear on to each other. Please read what we
          can and cannot promise about the items listed here.
        </p>
      }
      sections={sections(siteConfig?.contactEmail)}
    />
  );
}
