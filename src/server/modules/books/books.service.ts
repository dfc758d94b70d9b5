import { LRUCache } from 'lru-cache';
import type { BookDetails } from '../../../domain/contracts/books.ts';
import { normaliseIsbn } from '../../../domain/isbn.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import { fetchOpenLibraryBook, OpenLibraryUnavailable } from './open-library.ts';

/**
 * Looking a book up by its ISBN for the listing wizard (docs/decisions/090-book-lookup.md). Open Library is asked
 * through the server, never by the browser: answers are kept for everyone, a slow answer is given up after
 * three seconds, and a few lookups at a time leave Open Library (a free service) alone. Earlier PassItOn listings
 * of the book answer first (docs/decisions/094-wanted-posts.md): students' own words for the editions they pass on.
 */

export interface BookLookupOptions {
  /** Open Library's address; undefined: lookups are off and every ISBN is "not found". */
  openLibraryUrl: string | undefined;
  timeoutMs?: number;
  /** The book as an earlier listing on PassItOn gives it (a port the products module fills in app.ts). */
  fromListings?: (isbn: string) => Promise<BookDetails | null>;
}

/** A student waits this long at most: the wizard's fields stay theirs to type meanwhile. */
const LOOKUP_TIMEOUT_MS = 3000;
/** Lookups asking Open Library at one time; more are answered "could not look up" at once. */
const LOOKUPS_AT_ONCE = 8;
/** A found book's details rarely change; an ISBN it did not know may be added soon. */
const FOUND_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 60 * 60 * 1000;
/** About 5,000 books' details (~400 bytes each): the memory the kept answers may take. */
const CACHE_MAX_BYTES = 2 * 1024 * 1024;
const NOT_FOUND_BYTES = 64;

type Kept = { book: BookDetails | null };

export class BookLookup {
  readonly #openLibraryUrl: string | undefined;
  readonly #timeoutMs: number;
  readonly #fromListings: BookLookupOptions['fromListings'];
  readonly #atOnce = new ConcurrencyLimit(LOOKUPS_AT_ONCE);
  readonly #kept = new LRUCache<string, Kept>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: ({ book }) => (book ? JSON.stringify(book).length : NOT_FOUND_BYTES),
  });
  /** Two students scanning the same book at once share one request. */
  readonly #asking = new Map<string, Promise<BookDetails | null>>();

  constructor({ openLibraryUrl, timeoutMs = LOOKUP_TIMEOUT_MS, fromListings }: BookLookupOptions) {
    this.#openLibraryUrl = openLibraryUrl;
    this.#timeoutMs = timeoutMs;
    this.#fromListings = fromListings;
  }

  /** The details of the book with this ISBN (any written form); 400 for a wrong ISBN, 404 when nothing is known. */
  async find(written: string): Promise<BookDetails> {
    const isbn = normaliseIsbn(written);
    if (!isbn) throw badRequest('book.isbn_invalid');
    const book = (await this.#fromListings?.(isbn)) ?? (await this.#lookUp(isbn));
    if (!book) throw notFound('book.not_found');
    return book;
  }

  async #lookUp(isbn: string): Promise<BookDetails | null> {
    const kept = this.#kept.get(isbn);
    if (kept) return kept.book;
    const baseUrl = this.#openLibraryUrl;
    if (!baseUrl) return null;
    const asking = this.#asking.get(isbn);
    if (asking) return asking;
    const release = this.#atOnce.tryAcquire();
    if (!release) throw new AppError(503, 'book.lookup_failed');
    const request = fetchOpenLibraryBook(baseUrl, isbn, AbortSignal.timeout(this.#timeoutMs))
      .then((book) => {
        this.#kept.set(isbn, { book }, { ttl: book ? FOUND_TTL_MS : NOT_FOUND_TTL_MS });
        return book;
      })
      .catch((error: unknown) => {
        // Not kept: the next student to ask tries again.
        if (error instanceof OpenLibraryUnavailable) throw new AppError(503, 'book.lookup_failed');
        throw error;
      })
      .finally(() => {
        release();
        this.#asking.delete(isbn);
      });
    this.#asking.set(isbn, request);
    return request;
  }
}
