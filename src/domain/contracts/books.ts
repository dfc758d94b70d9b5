import { z } from 'zod';

/** `GET /api/books/{isbn}`: an ISBN as typed or scanned; the server checks its digits (src/domain/isbn.ts). */
export const IsbnParamsSchema = z.object({ isbn: z.string().max(32) });

/**
 * What a lookup found about a book, for the listing wizard to offer as the listing's details
 * (docs/decisions/090-book-lookup.md). Every part but the title may be missing from the source.
 */
export const BookDetailsSchema = z.object({
  isbn: z.string().regex(/^\d{13}$/),
  title: z.string(),
  authors: z.array(z.string()),
  edition: z.string().nullable(),
  publisher: z.string().nullable(),
  year: z.number().int().nullable(),
  /** Where the details came from: an earlier PassItOn listing of the book, or Open Library. */
  source: z.enum(['passiton', 'open_library']),
});
export type BookDetails = z.infer<typeof BookDetailsSchema>;
