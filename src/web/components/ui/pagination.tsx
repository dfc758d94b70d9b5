import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page, so each page is a real link that can be shared and opened in a new tab. */
  hrefFor: (page: number) => string;
  className?: string;
}

/** The page a list's address asks for (`?page=`): 1 when it names none, or nothing a page can be. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/** Pages shown around the current one; the rest collapse into "…" so the row fits a phone. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((p, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || p === previous + 1) return [p];
    // A gap of one page is shown as that page: "…" would hide no more than the number itself.
    return p === previous + 2 ? [previous + 1, p] : ['gap' as const, p];
  });
}

const itemClasses = cn(buttonVariants({ variant: 'ghost', size: 'square' }), 'tabular-nums');
const currentItemClasses = cn(buttonVariants({ variant: 'primary', size: 'square' }), 'tabular-nums');

/** Previous, page numbers and Next. Renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, hrefFor, className }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PageStep direction="previous" href={page > 1 ? hrefFor(page - 1) : undefined} />
        </li>
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity beyond its position.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? currentItemClasses : itemClasses}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <PageStep direction="next" href={page < pageCount ? hrefFor(page + 1) : undefined} />
        </li>
      </ul>
    </nav>
  );
}

function PageStep({ direction, href }: { direction: 'previous' | 'next'; href: string | undefined }) {
  const { t } = useLingui();
  const name = direction === 'previous' ? t`Previous` : t`Next`;
  const content =
    direction === 'previous' ? (
      <>
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{name}</span>
      </>
    ) : (
      <>
        <span className="hidden sm:inline">{name}</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </>
    );
  // On the first or last page the step is shown disabled rather than removed, so the row does not shift.
  // Dimmed with a lighter grey that still reads at AA contrast
  // (docs/decisions/007-look-and-accessibility.md), not with opacity.
  if (!href) {
    return (
      <span
        aria-hidden="true"
        className={cn(buttonVariants({ variant: 'ghost', tone: 'muted', size: 'square' }), 'tabular-nums')}
      >
        {content}
      </span>
    );
  }
  return (
    <Link to={href} aria-label={name} className={itemClasses}>
      {content}
    </Link>
  );
}
