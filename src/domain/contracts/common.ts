import { z } from 'zod';

/**
 * Shapes every capability's contract shares: row ids in paths, the `{ message, code, params? }` answer, the error
 * map of a route, blank query parameters and pages of a list. Written once here so that a refusal reads the same
 * on every route and the API's error catalogue (domain/api-errors.ts) knows each sentence by one code.
 */

// ---------------------------------------------------------------------------------------------------------
// Row ids

/**
 * Row ids are PostgreSQL `serial` (integer) columns. A larger number names no row, and the database refuses to
 * compare an integer column with it (an error, not "not found"), so id fields stop here.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A row id from a path or query string, refused in words that name it: "Order id must be a number",
 * "Order id is out of range" (the catalogue's `validation.field_not_number` and `validation.field_out_of_range`).
 */
export const recordId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a number`)
    .positive(`${name} must be a number`)
    .max(MAX_RECORD_ID, `${name} is out of range`);

// A path's parameters: `XxxParamsSchema` is the `:id` of an Xxx, `XxxIdParamsSchema` is `:xxxId`.

/** `/:id` where the path says what the row is (a cart item, an order, a notification, an e-mail). */
export const IdParamsSchema = z.object({ id: recordId('Id') });
/** `/products/:id`: the spec's path names a listing a product (docs/decisions/053-names.md). */
export const ProductParamsSchema = z.object({ id: recordId('Product id') });
/** `/users/:id/…`. */
export const UserParamsSchema = z.object({ id: recordId('User id') });
/** `/saved-searches/:id`. */
export const SavedSearchParamsSchema = z.object({ id: recordId('Saved search id') });
/** `/…/:productId`. */
export const ProductIdParamsSchema = z.object({ productId: recordId('Product id') });
/** `/…/:userId`. */
export const UserIdParamsSchema = z.object({ userId: recordId('User id') });
/** `/…/:orderId`. */
export const OrderIdParamsSchema = z.object({ orderId: recordId('Order id') });
/** `/…/:sellerId`. */
export const SellerIdParamsSchema = z.object({ sellerId: recordId('Seller id') });

// ---------------------------------------------------------------------------------------------------------
// Text fields

/**
 * A field of one line (a name, a city, a title) holds no control character: a line break in a name would start a
 * new header line in an e-mail that carries it, and no form can type one. `z.string().regex(...singleLine('Name'))`
 * refuses one with "Name must not contain line breaks or control characters" (`validation.field_single_line`).
 */
export const singleLine = (field: string) =>
  [/^\P{Cc}*$/u, `${field} must not contain line breaks or control characters`] as const;

/**
 * A field of several lines (a description, a message, a review) keeps its line breaks and tabs, and holds no
 * other control character: "Message must not contain control characters" (`validation.field_control_characters`).
 */
export const multiLine = (field: string) =>
  [/^[\P{Cc}\t\n\r]*$/u, `${field} must not contain control characters`] as const;

// ---------------------------------------------------------------------------------------------------------
// Answers

const ParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * A sentence answer: a success ("Logged out"), or a refusal with its stable code
 * (docs/decisions/071-api-error-codes.md), which the web shows in the reader's language.
 */
export const MessageSchema = z.object({
  message: z.string(),
  /** A refusal's stable code (domain/api-errors.ts); none on success. */
  code: z.string().optional(),
  /** The named parts of a refusal's sentence. */
  params: ParamsSchema.optional(),
  /** Sentences after the first (what a failed checkout undid), each by its code. */
  notes: z.array(z.object({ code: z.string(), params: ParamsSchema.optional() })).optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** The refusals a route documents; each is answered as a MessageSchema by the one error handler. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 503;

/**
 * A route's error answers for its response map: `response: { 200: OrderSchema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: typeof MessageSchema } {
  return Object.fromEntries(statuses.map((status) => [status, MessageSchema])) as {
    [Status in Statuses[number]]: typeof MessageSchema;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Query strings

/** Links and bookmarks carry empty parameters ("?q=&status="): treat them as absent. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** How far into a list a page may start, unless the list says otherwise. */
const MAX_OFFSET = 100_000;

/**
 * `limit` and `offset` of a list read a page at a time, newest first; the server sends the count of all matching
 * rows in the X-Total-Count header. `rows` names them in the refusal of a limit over `maxLimit`
 * ("At most 50 sales per page").
 */
export function pageQuery(page: {
  pageSize: number;
  maxLimit: number;
  rows: 'rows' | 'sales' | 'entries' | 'products';
  maxOffset?: number;
}) {
  return {
    limit: optional(
      z.coerce
        .number({ error: 'Limit must be a number' })
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .max(page.maxLimit, `At most ${page.maxLimit} ${page.rows} per page`),
    ).transform((value) => value ?? page.pageSize),
    offset: optional(
      z.coerce
        .number({ error: 'Offset must be a number' })
        .int('Offset must be a whole number')
        .min(0, 'Offset cannot be negative')
        .max(page.maxOffset ?? MAX_OFFSET, 'Offset is too large'),
    ).transform((value) => value ?? 0),
  };
}

/** One page of a list and how many rows match in all (what the server sends as X-Total-Count). */
export interface Page<Item> {
  items: Item[];
  total: number;
}
