import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

const steps = [
  { title: msg`Find it`, text: msg`Search by title, author or subject, or browse a category.` },
  {
    title: msg`Order it`,
    text: msg`Pay online or choose cash on delivery. The fee is shown before you pay.`,
  },
  { title: msg`Get it`, text: msg`Collect it near the seller's campus or have it delivered to you.` },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <LandingSection title={i18n._(msg`How it works`)}>
      <ol className="grid gap-3 sm:grid-cols-3">
        {steps.map(({ title, text }, index) => (
          <li key={title.id} className="flex gap-3 rounded-lg border bg-white p-4 shadow-soft">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-800 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{i18n._(title)}</h3>
              <p className="mt-1 text-slate-600 text-sm">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-slate-700 text-sm">
        <Trans>
          Finished with your books?{' '}
          <Link to="/sell" className="font-medium text-primary-800 underline underline-offset-4">
            Sell Your Items
          </Link>{' '}
          and the next batch gets them cheaper.
        </Trans>
      </p>
    </LandingSection>
  );
}
