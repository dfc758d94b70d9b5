import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A grey placeholder in the shape of content still loading; hidden from screen readers. `square` drops the rounded
 * corners, for a placeholder that fills the top of a card.
 */
export function Skeleton({
  square = false,
  className,
  ...props
}: ComponentProps<'div'> & { square?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn('bg-slate-200 motion-safe:animate-pulse', !square && 'rounded-lg', className)}
      {...props}
    />
  );
}
