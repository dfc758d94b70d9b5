import { msg } from '@lingui/core/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';

interface SpinnerProps {
  /** Read to screen readers; without it the spinner is decoration next to visible text. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={cn('size-5 motion-safe:animate-spin', className)} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner in the middle of the page area, for screens waiting on their first data. */
export function CenteredSpinner({ label }: { label?: string }) {
  const i18n = useTranslator();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-primary-800">
      <Spinner label={label ?? i18n._(msg`Loading…`)} className="size-8" />
    </div>
  );
}
