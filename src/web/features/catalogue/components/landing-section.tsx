import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface LandingSectionProps {
  title: string;
  /** A link or button beside the heading ("See all"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * One band of the landing page: a heading, an optional action and the content, at the page's width.
 * Bands below the screen are laid out and painted only when they scroll near it (content-visibility), which
 * spares a phone most of the landing page's rendering work while it loads.
 */
export function LandingSection({ title, action, className, children }: LandingSectionProps) {
  return (
    <section
      className={cn(
        'mx-auto max-w-6xl px-4 py-8 [contain-intrinsic-size:auto_32rem] [content-visibility:auto] sm:py-10',
        className,
      )}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 className="font-bold text-2xl text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
