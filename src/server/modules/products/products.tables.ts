import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES } from '../../../domain/catalogue.ts';
import { NORMALISE_RULES } from '../../../domain/search-terms.ts';
import { users } from '../auth/auth.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL that normalises text as searches are normalised (src/domain/search-terms.ts, NORMALISE_RULES):
 * lower case, initials and model numbers joined, other characters spaces. Immutable, so it can fill a generated
 * column (docs/decisions/017-student-search.md).
 */
export function normalisedSql(text: SQL): SQL {
  let expression = sql`lower(${text})`;
  for (const rule of NORMALISE_RULES) {
    expression = sql`regexp_replace(${expression}, ${sql.raw(sqlLiteral(rule.pg))}, ${sql.raw(sqlLiteral(rule.replacement))}, 'g')`;
  }
  return sql`btrim(${expression})`;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 10, scale: 2 }),
    condition: text('condition').notNull(),
    category: text('category').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** File names under /uploads/, or http(s) URLs used as they are. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Private documents (notes, sample pages) under the upload folder. */
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    quantity: integer('quantity').notNull().default(1),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    /** Units sold so far: "most popular" sorts by it (docs/decisions/012-search-and-browse.md). */
    unitsSold: integer('units_sold').notNull().default(0),
    sellerWhatsapp: text('seller_whatsapp'),
    sellerContactName: text('seller_contact_name'),
    sellerContactEmail: text('seller_contact_email'),
    pickupAddressType: text('pickup_address_type', { enum: ADDRESS_TYPES }).notNull().default('home'),
    pickupInstitution: text('pickup_institution'),
    pickupAddress: text('pickup_address'),
    pickupCity: text('pickup_city'),
    pickupState: text('pickup_state'),
    pickupPincode: text('pickup_pincode'),
    /**
     * A book's details, on listings in a book category only (docs/decisions/091-book-details.md): the ISBN as its
     * 13 digits, the rest as the seller typed them (or took them from the lookup).
     */
    isbn: text('isbn'),
    authors: text('authors'),
    edition: text('edition'),
    publisher: text('publisher'),
    publicationYear: integer('publication_year'),
    course: text('course'),
    semester: text('semester'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: old orders keep pointing at the row. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Taken off browse, search and its page by moderation (docs/decisions/083-reports-and-suspensions.md): by three
     * students' reports until an admin decides, or by an admin with a reason told to the seller. Null when shown.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by', { enum: ['reports', 'team'] }),
    hiddenReason: text('hidden_reason'),
    /** When the seller of a listing hidden by the team asked for another look (after editing it); null otherwise. */
    secondLookAt: timestamp('second_look_at', { withTimezone: true }),
    /** Until when the seller is suspended: the listing is hidden while this is in the future. */
    sellerSuspendedUntil: timestamp('seller_suspended_until', { withTimezone: true }),
    /**
     * What full-text search matches (docs/decisions/017-student-search.md), in English stems ("solve" finds
     * "Solved"): the title as written and normalised ("fx-991ES" also as "fx991es", "H.C." as "hc"), weight A;
     * the category, a book's authors and the pickup institution and city, B; the description normalised, C.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('english', ${normalisedSql(sql`coalesce(${products.title}, '')`)}), 'A') || setweight(to_tsvector('english', coalesce(${products.category}, '')), 'B') || setweight(to_tsvector('english', ${normalisedSql(sql`coalesce(${products.authors}, '')`)}), 'B') || setweight(to_tsvector('english', ${normalisedSql(sql`coalesce(${products.pickupInstitution}, '') || ' ' || coalesce(${products.pickupCity}, '')`)}), 'B') || setweight(to_tsvector('english', ${normalisedSql(sql`coalesce(${products.description}, '')`)}), 'C')`,
      ),
    /** Title, category, authors, institution and city normalised: what a misspelt word is matched against by trigrams. */
    searchWords: text('search_words')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          normalisedSql(
            sql`coalesce(${products.title}, '') || ' ' || coalesce(${products.category}, '') || ' ' || coalesce(${products.authors}, '') || ' ' || coalesce(${products.pickupInstitution}, '') || ' ' || coalesce(${products.pickupCity}, '')`,
          ),
      ),
  },
  (table) => [
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check('products_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('products_rating_range', sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    index('products_search_words_trgm_idx').using('gin', sql`${table.searchWords} gin_trgm_ops`),
    // Browse only ever shows listed, in-stock products: partial indexes keep those queries small.
    index('products_listed_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} IS NULL AND ${table.quantity} > 0`),
    index('products_listed_price_idx')
      .on(table.price, table.id)
      .where(sql`${table.deletedAt} IS NULL AND ${table.quantity} > 0`),
    index('products_listed_category_idx')
      .on(table.category, table.createdAt.desc().nullsFirst())
      .where(sql`${table.deletedAt} IS NULL AND ${table.quantity} > 0`),
    index('products_listed_popular_idx')
      .on(
        table.unitsSold.desc().nullsFirst(),
        table.rating.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
      )
      .where(sql`${table.deletedAt} IS NULL AND ${table.quantity} > 0`),
    index('products_seller_idx').on(table.sellerId),
    // "Other copies of this book" and browse by ISBN: the listed copies of one book, cheapest first.
    index('products_listed_isbn_idx')
      .on(table.isbn, table.price)
      .where(sql`${table.isbn} IS NOT NULL AND ${table.deletedAt} IS NULL AND ${table.quantity} > 0`),
  ],
);
