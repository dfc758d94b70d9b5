import { isBookCategory } from '../../../domain/catalogue.ts';
import type { ListingBook } from '../../../domain/contracts/products.ts';
import { products } from './products.tables.ts';

/**
 * A listing's book details (docs/decisions/091-book-details.md): stored as columns of the listing, shown as one
 * `book` object, and kept only while the listing is in a book category.
 */

export const bookColumns = {
  isbn: products.isbn,
  authors: products.authors,
  edition: products.edition,
  publisher: products.publisher,
  publicationYear: products.publicationYear,
  course: products.course,
  semester: products.semester,
};

type BookColumn = keyof typeof bookColumns;
export type BookRow = { [Column in BookColumn]: ListingBook[Column] };

const BOOK_COLUMN_NAMES = Object.keys(bookColumns) as BookColumn[];

/** The row's book details as the API shows them; null when it gives none. */
export function toListingBook(row: BookRow): ListingBook | null {
  return BOOK_COLUMN_NAMES.some((column) => row[column] !== null) ? pickBook(row) : null;
}

/** Splits a selected row into the listing's other columns and its `book`. */
export function withBook<Row extends BookRow>(
  row: Row,
): Omit<Row, BookColumn> & { book: ListingBook | null } {
  const rest: Record<string, unknown> = { ...row };
  for (const column of BOOK_COLUMN_NAMES) delete rest[column];
  return { ...(rest as Omit<Row, BookColumn>), book: toListingBook(row) };
}

/** The book columns a new listing stores: what the seller gave, on a book only. */
export function bookValuesFor(
  category: string,
  given: Partial<{ [Column in BookColumn]: ListingBook[Column] | undefined }>,
): BookRow {
  const keep = isBookCategory(category);
  return Object.fromEntries(
    BOOK_COLUMN_NAMES.map((column) => [column, keep ? (given[column] ?? null) : null]),
  ) as BookRow;
}

/** An edit that leaves the book categories clears the book's details: other categories never carry them. */
export function clearedBookValues(): BookRow {
  return bookValuesFor('', {});
}

function pickBook(row: BookRow): ListingBook {
  return Object.fromEntries(BOOK_COLUMN_NAMES.map((column) => [column, row[column]])) as ListingBook;
}
