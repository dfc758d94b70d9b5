import { z } from 'zod';
import { MAX_RECORD_ID } from './ids.ts';

/** A listing a student saved to come back to (docs/decisions/019-favourites-and-saved-searches.md). */
export const FavouriteParamsSchema = z.object({
  productId: z.coerce
    .number({ error: 'Product id must be a number' })
    .int()
    .positive('Product id must be a number')
    .max(MAX_RECORD_ID, 'Product id is out of range'),
});

/** The most saved listings one student keeps; saving one more past it is refused. */
export const MAX_FAVOURITES = 500;
