import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductSort } from '../../../domain/catalogue.ts';

/** The name the sort menu shows for every sort the API takes; the Record type keeps the list complete. */
export const SORT_LABELS: Record<ProductSort, MessageDescriptor> = {
  newest: msg`Newest`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  popular: msg`Most popular`,
};
