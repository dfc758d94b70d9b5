import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../domain/contracts/admin.ts';
import type { OrderStatus } from '../../../../domain/order-status.ts';
import type { Period } from './admin-format.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * What a paged admin list is filtered by, and the page it shows. `typed` are its text boxes: the request gets
 * them trimmed, 300 ms after the last key (spec: searches are debounced), so typing sends one request. `chosen`
 * are its selects, which the request gets at once. Any change goes back to the first page.
 */
export function useListFilters<
  Typed extends Record<string, string>,
  Chosen extends Record<string, unknown> = Record<never, never>,
>(initialTyped: Typed, initialChosen: Chosen = {} as Chosen) {
  const [typed, setTyped] = useState(initialTyped);
  const [chosen, setChosen] = useState(initialChosen);
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(typed);
  const text = Object.fromEntries(
    Object.entries(debounced).map(([name, value]) => [name, value.trim()]),
  ) as Typed;

  return {
    /** The text boxes as typed. */
    typed,
    /** The selects as chosen. */
    chosen,
    type: (changes: Partial<Typed>) => {
      setTyped((current) => ({ ...current, ...changes }));
      setOffset(0);
    },
    choose: (changes: Partial<Chosen>) => {
      setChosen((current) => ({ ...current, ...changes }));
      setOffset(0);
    },
    /** The filters the request sends: the trimmed text once typing pauses, the choices as they are. */
    filters: { ...text, ...chosen },
    /** True when the list shows less than everything, so an empty list says how to widen it. */
    filtered:
      Object.values(text).some(Boolean) ||
      Object.keys(initialChosen).some((name) => !Object.is(chosen[name], initialChosen[name])),
    /** The page the request asks for. */
    page: { limit: ADMIN_PAGE_SIZE, offset },
    setOffset,
  };
}

/**
 * The selects of the two order lists (New Orders and Transactions) as they start: any status, any time. `from` is
 * the chosen period's first moment, fixed when it is chosen, so the request (and its cache key) stays the same.
 */
export const ANY_ORDER: { status: 'all' | OrderStatus; period: Period; from: string | undefined } = {
  status: 'all',
  period: 'all',
  from: undefined,
};
