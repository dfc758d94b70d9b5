import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';

/** "Step 2 of 6 · Product Details" with a bar, and the list of steps on wider screens. */
export function WizardProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useLingui();
  const count = steps.length;
  const stepName = steps[current - 1];
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">
          <Trans>
            Step {current} of {count}
          </Trans>
          <span className="font-normal text-slate-600"> · {stepName}</span>
        </span>
        <span className="text-slate-600 tabular-nums">{Math.round((current / steps.length) * 100)}%</span>
      </p>
      <Progress value={(current / steps.length) * 100} label={t`Listing progress`} />
      <ol className="mt-1 hidden gap-2 sm:flex">
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li
              key={step}
              aria-current={number === current ? 'step' : undefined}
              className={cn(
                'flex flex-1 items-center gap-1.5 text-xs',
                number === current ? 'font-semibold text-primary-800' : 'text-slate-600',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border text-[0.7rem]',
                  number < current && 'border-primary-700 bg-primary-700 text-white',
                  number === current && 'border-primary-700 text-primary-800',
                )}
              >
                {number < current ? <Check className="size-3" /> : number}
              </span>
              {step}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
