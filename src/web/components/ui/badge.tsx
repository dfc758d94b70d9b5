import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A short label with a tone. The text always says what the colour means (colour is never the only signal);
 * tones green…purple are the spec's status colours.
 */
export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border font-medium', {
  variants: {
    tone: {
      neutral: 'border-slate-200 bg-slate-100 text-slate-700',
      primary: 'border-primary-200 bg-primary-50 text-primary-800',
      accent: 'border-accent-300 bg-accent-100 text-accent-900',
      green: 'border-status-green/20 bg-status-green-soft text-status-green',
      yellow: 'border-status-yellow/20 bg-status-yellow-soft text-status-yellow',
      blue: 'border-status-blue/20 bg-status-blue-soft text-status-blue',
      red: 'border-status-red/20 bg-status-red-soft text-status-red',
      orange: 'border-status-orange/20 bg-status-orange-soft text-status-orange',
      purple: 'border-status-purple/20 bg-status-purple-soft text-status-purple',
    },
    // md stands on its own (a level on the achievements page); sm labels something beside it.
    size: {
      sm: 'px-2.5 py-0.5 text-xs',
      md: 'px-3 py-1 text-sm',
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  tone,
  size,
  className,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
