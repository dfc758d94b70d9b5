import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../../../domain/contracts/common.ts';
import { ListEmpty, ListError, ListSkeleton } from './list-states.tsx';
import { type ListNoun, Pager } from './pager.tsx';

interface PagedListProps<Item> {
  /** The request for the page shown. */
  query: UseQueryResult<Page<Item>>;
  /** The list's filters and page (useListFilters). */
  list: {
    filtered: boolean;
    page: { limit: number; offset: number };
    setOffset: (offset: number) => void;
  };
  /** What the rows are, for the pager: 'orders', 'users'. */
  noun: ListNoun;
  /** What an empty list says: 'No orders found'. */
  emptyTitle: string;
  /** Grey rows while the first page loads. */
  skeletonRows?: number;
  /** The rows of the page: a table on wide screens and cards on phones. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A paged admin list below its filters: grey rows while the first page loads, the reason and a retry when it
 * cannot be loaded, a word when nothing matches, else the page's rows and the pager.
 */
export function PagedList<Item>({
  query,
  list,
  noun,
  emptyTitle,
  skeletonRows,
  children,
}: PagedListProps<Item>) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError) return <ListError error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <ListEmpty title={emptyTitle} filtered={list.filtered} />;
  return (
    <>
      {children(query.data.items)}
      <Pager
        offset={list.page.offset}
        pageSize={list.page.limit}
        total={query.data.total}
        onOffsetChange={list.setOffset}
        noun={noun}
      />
    </>
  );
}
