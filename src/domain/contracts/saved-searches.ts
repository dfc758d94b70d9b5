import { z } from 'zod';
import { ProductFacetsQuerySchema } from './products.ts';

/**
 * A search a student keeps to run again (docs/decisions/019-favourites-and-saved-searches.md): the browse filters,
 * no order or page.
 */
export const SavedSearchQuerySchema = ProductFacetsQuerySchema;
export type SavedSearchQuery = z.output<typeof SavedSearchQuerySchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  query: z.object({
    q: z.string().optional(),
    category: z.string().optional(),
    condition: z.string().optional(),
    minPrice: z.number().optional(),
    maxPrice: z.number().optional(),
    free: z.boolean().optional(),
    city: z.string().optional(),
    institution: z.string().optional(),
  }),
  /** How many listings it finds now. */
  total: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** The most searches one student keeps. */
export const MAX_SAVED_SEARCHES = 20;
