import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useFieldError } from './listing-fields.tsx';

const PROMISES = [
  msg`I own what I am selling and it is described honestly, with real photos.`,
  msg`Notes, assignments and documents I upload are my own work or mine to share: no scanned copies of printed books, no pirated PDFs, no question papers from an exam still running.`,
  msg`I will hand the item over at the pickup address I give, within 7 days of an order.`,
  msg`PassItOn connects students; the sale is between me and the buyer.`,
];

/** Step 1 of both wizards: what a seller promises, and the box that must be ticked. */
export function DisclaimerStep() {
  const { register, formState } = useFormContext();
  const { t, i18n } = useLingui();
  const errorOf = useFieldError();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-lg border border-accent-300 bg-accent-50 p-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-800" />
        <div className="flex flex-col gap-2 text-slate-800 text-sm">
          <p className="font-semibold">
            <Trans>Before you list</Trans>
          </p>
          <ul className="flex list-disc flex-col gap-1.5 pl-4">
            {PROMISES.map((promise) => i18n._(promise)).map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
          <p>
            <Trans>
              Read the full{' '}
              <Link to="/disclaimer" target="_blank" className="font-medium text-primary-700 underline">
                Disclaimer
              </Link>{' '}
              and{' '}
              <Link to="/terms" target="_blank" className="font-medium text-primary-700 underline">
                Terms &amp; Conditions
              </Link>
              .
            </Trans>
          </p>
        </div>
      </div>
      <Checkbox
        label={t`I have read and accept the seller disclaimer`}
        error={errorOf(formState.errors, 'disclaimerAccepted')}
        {...register('disclaimerAccepted')}
      />
    </div>
  );
}
