import { useMutation } from '@tanstack/react-query';
import type { BookDetails } from '../../../../domain/contracts/books.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A book's details by its ISBN, from earlier listings or Open Library (docs/decisions/090-book-lookup.md). */
export function lookUpBook(isbn: string): Promise<BookDetails> {
  return apiRequest<BookDetails>('GET', `/api/books/${encodeURIComponent(isbn)}`);
}

/** Asked on the seller's request, never as they type: a lookup is a call to a third party. */
export function useLookUpBook() {
  return useMutation({ mutationFn: lookUpBook });
}
