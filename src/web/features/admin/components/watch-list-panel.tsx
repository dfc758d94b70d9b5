import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { ListEmpty, ListError, ListSkeleton } from './list-states.tsx';

interface WatchListPanelProps<Row> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<Row[]>;
  /** What an empty list means, in words ("Every payment has its order"). */
  emptyTitle: string;
  /** The table's width below which it scrolls sideways on a phone (a Tailwind min-width class). */
  minWidth: string;
  /** The table's head and body for the rows. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A short list an admin keeps an eye on (payments without an order, e-mails not getting through): a heading and
 * what the list is, then the rows as a table, or loading, a retry, or the words for an empty list.
 */
export function WatchListPanel<Row>({
  id,
  title,
  description,
  query,
  emptyTitle,
  minWidth,
  children,
}: WatchListPanelProps<Row>) {
  const { data, isPending, isError, error, refetch } = query;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        <p className="text-slate-600 text-sm">{description}</p>
      </div>
      {isPending ? (
        <ListSkeleton rows={2} />
      ) : isError ? (
        <ListError error={error} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <ListEmpty title={emptyTitle} filtered={false} />
      ) : (
        <div className="overflow-x-auto">
          <table className={cn('w-full text-left text-sm', minWidth)}>
            <caption className="sr-only">{title}</caption>
            {children(data)}
          </table>
        </div>
      )}
    </section>
  );
}
