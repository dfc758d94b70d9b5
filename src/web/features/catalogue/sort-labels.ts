import type { ProductSort } from '../../../domain/catalogue.ts';

/** The name the sort menu shows for every sort the API takes; the Record type keeps the list complete. */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  popular: 'Most popular',
};
