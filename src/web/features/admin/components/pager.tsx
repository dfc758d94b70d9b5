import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { indiaCount } from './admin-format.ts';

/** What the rows of a paged admin list are. */
export type ListNoun = 'orders' | 'transactions' | 'listings' | 'products' | 'sellers' | 'buyers' | 'users';

/** The rows' name, lower case as in the summary: 'orders', 'users'. */
export function listNounName(i18n: I18n, noun: ListNoun): string {
  switch (noun) {
    case 'orders':
      return i18n._(msg`orders`);
    case 'transactions':
      return i18n._(msg`transactions`);
    case 'listings':
      return i18n._(msg`listings`);
    case 'products':
      return i18n._(msg`products`);
    case 'sellers':
      return i18n._(msg`sellers`);
    case 'buyers':
      return i18n._(msg`buyers`);
    case 'users':
      return i18n._(msg`users`);
  }
}

/** 'Showing 21–40 of 123 orders': each noun its own message, so a language can decline it with the count. */
function summaryText(i18n: I18n, noun: ListNoun, first: string, last: string, total: number): string {
  switch (noun) {
    case 'orders':
      return i18n._(msg`Showing ${first}–${last} of ${plural(total, { one: '# order', other: '# orders' })}`);
    case 'transactions':
      return i18n._(
        msg`Showing ${first}–${last} of ${plural(total, { one: '# transaction', other: '# transactions' })}`,
      );
    case 'listings':
      return i18n._(
        msg`Showing ${first}–${last} of ${plural(total, { one: '# listing', other: '# listings' })}`,
      );
    case 'products':
      return i18n._(
        msg`Showing ${first}–${last} of ${plural(total, { one: '# product', other: '# products' })}`,
      );
    case 'sellers':
      return i18n._(
        msg`Showing ${first}–${last} of ${plural(total, { one: '# seller', other: '# sellers' })}`,
      );
    case 'buyers':
      return i18n._(msg`Showing ${first}–${last} of ${plural(total, { one: '# buyer', other: '# buyers' })}`);
    case 'users':
      return i18n._(msg`Showing ${first}–${last} of ${plural(total, { one: '# user', other: '# users' })}`);
  }
}

interface PagerProps {
  /** 0-based row offset of the page shown. */
  offset: number;
  pageSize: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** What the rows are, for the summary: 'orders', 'users'. */
  noun: ListNoun;
}

/** 'Showing 21–40 of 123 orders' with Previous and Next; the server pages, the screen never holds every row. */
export function Pager({ offset, pageSize, total, onOffsetChange, noun }: PagerProps) {
  const { i18n, t } = useLingui();
  if (total === 0) return null;
  const first = offset + 1;
  const last = Math.min(offset + pageSize, total);
  const rows = listNounName(i18n, noun);
  return (
    <nav
      aria-label={t`Pages of ${rows}`}
      className="mt-4 flex flex-wrap items-center justify-between gap-2 text-slate-600 text-sm"
    >
      <p aria-live="polite">{summaryText(i18n, noun, indiaCount(first), indiaCount(last), total)}</p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </Button>
        <Button variant="outline" disabled={last >= total} onClick={() => onOffsetChange(offset + pageSize)}>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
