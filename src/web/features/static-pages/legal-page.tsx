import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta as PageMetaData } from '../../../domain/seo.ts';
import { PageMeta } from '../../components/ui/page-meta.tsx';

export interface LegalSection {
  id: string;
  /** Shown twice, in the list of sections and as the section's heading: a <Trans> reads well in both. */
  title: ReactNode;
  body: ReactNode;
}

/** The day the information pages last changed; a calendar day, the same everywhere. */
export const LEGAL_PAGES_EFFECTIVE = new Date(Date.UTC(2025, 6, 22));

/**
 * The layout of the information pages: heading, effective date, a list of sections to jump to (long pages are
 * read on phones), then the sections. Each page renders exactly one PageMeta.
 */
export function LegalPage({
  meta,
  heading,
  intro,
  effective,
  sections,
}: {
  meta: PageMetaData;
  heading: ReactNode;
  intro: ReactNode;
  effective?: Date;
  sections: LegalSection[];
}) {
  const { i18n, t } = useLingui();
  const effectiveDay = effective && formatEffectiveDate(i18n, effective);
  const { hash } = useLocation();
  // The footer's About and Fees & Commissions links open a section of /terms; the page arrives after the
  // browser's own jump to the anchor, so jump once it is rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <article aria-labelledby="legal-heading" className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta meta={meta} />
      <header className="mb-6">
        <h1 id="legal-heading" className="font-bold text-2xl text-slate-900 sm:text-3xl">
          {heading}
        </h1>
        {effectiveDay && (
          <p className="mt-1 text-slate-600 text-sm">
            <Trans>Effective {effectiveDay}</Trans>
          </p>
        )}
        <div className="mt-4 text-base text-slate-700 leading-relaxed">{intro}</div>
      </header>
      <nav aria-label={t`On this page`} className="mb-8 rounded-lg border bg-white p-4">
        <h2 className="font-semibold text-slate-900 text-sm">
          <Trans>On this page</Trans>
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center text-primary-800 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-8">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-20"
          >
            <h2 id={`${section.id}-heading`} className="mb-3 font-semibold text-slate-900 text-xl">
              {index + 1}. {section.title}
            </h2>
            <div className="flex flex-col gap-3 text-base text-slate-700 leading-relaxed [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** "22 July 2025", "22 जुलाई 2025": the day in the reader's language. */
function formatEffectiveDate(i18n: I18n, date: Date): string {
  return i18n.date(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The contact e-mail as a link, or the words 'our support e-mail' while the settings load. */
export function ContactEmail({ email }: { email: string | undefined }) {
  if (!email) return <Trans>our support e-mail (see the page footer)</Trans>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-primary-800 underline">
      {email}
    </a>
  );
}
