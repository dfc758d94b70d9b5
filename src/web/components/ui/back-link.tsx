import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * The link back to where a page was opened from, at its top left: a quiet button with an arrow, pulled left by its
 * own padding so its arrow lines up with the page's text.
 */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="ghost" className={cn('-ml-3', className)}>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {children}
      </Link>
    </Button>
  );
}
