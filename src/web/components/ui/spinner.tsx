import { msg } from '@lingui/core/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

interface SpinnerProps {
  /** Read to screen readers; without it the spinner is decoration next to visible text. */
  label?: string;
  /** sm sits in a button or a line of text, lg alone in the middle of an area. */
  size?: keyof typeof sizes;
  /** Colour and spacing; the size comes from `size`. */
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={cn(sizes[size], 'motion-safe:animate-spin', className)} />
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
      <Spinner label={label ?? i18n._(msg`Loading…`)} size="lg" />
    </div>
  );
}
