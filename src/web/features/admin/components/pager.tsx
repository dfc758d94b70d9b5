import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface PagerProps {
  /** 0-based row offset of the page shown. */
  offset: number;
  pageSize: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** What the rows are, for the summary: 'orders', 'users'. */
  noun: string;
}

/** 'Showing 21–40 of 123 orders' with Previous and Next; the server pages, the screen never holds every row. */
export function Pager({ offset, pageSize, total, onOffsetChange, noun }: PagerProps) {
  if (total === 0) return null;
  const first = offset + 1;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-4 flex flex-wrap items-center justify-between gap-2 text-slate-600 text-sm"
    >
      <p aria-live="polite">
        Showing {first.toLocaleString('en-IN')}–{last.toLocaleString('en-IN')} of{' '}
        {total.toLocaleString('en-IN')} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" disabled={last >= total} onClick={() => onOffsetChange(offset + pageSize)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
