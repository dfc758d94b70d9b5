import { z } from 'zod';
import { optional, pageQuery, recordId, singleLine } from './common.ts';
import { IsbnSchema } from './products.ts';

/**
 * "Wanted" posts: a student says which book they are looking for, publicly and without their name or contact
 * (docs/decisions/094-wanted-posts.md). Sellers answer by listing the book.
 */

/** The most open posts one student keeps. */
export const MAX_OPEN_WANTED = 10;
/** A post closes itself this many days after it was made. */
export const WANTED_DAYS = 60;
/** A closed or expired post stays on its student's list this many days, then it is deleted with its matches. */
export const WANTED_KEPT_DAYS_AFTER_END = 30;
export const WANTED_PAGE_SIZE = 20;

const TITLE_OR_ISBN = "Give the book's title or its ISBN";

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const text = (max: number, field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, `Must be at most ${max} characters`)
      .regex(...singleLine(field))
      .optional(),
  );

/** `POST /api/wanted`: a title or an ISBN (or both); the rest narrows who may answer. */
export const CreateWantedSchema = z
  .object({
    title: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .min(3, 'Title must be at least 3 characters')
        .max(200, 'Must be at most 200 characters')
        .regex(...singleLine('Title'))
        .optional(),
    ),
    isbn: z.preprocess(blankToUndefined, IsbnSchema.optional()),
    /** The most the student will pay, in rupees. */
    maxPrice: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Maximum price must be a number' })
        .min(0, 'Maximum price cannot be negative')
        .max(10_000_000, 'Maximum price is too large')
        .optional(),
    ),
    city: text(80, 'City'),
    institution: text(150, 'Institution'),
  })
  .refine((post) => post.title !== undefined || post.isbn !== undefined, {
    message: TITLE_OR_ISBN,
    path: ['title'],
  });
export type CreateWanted = z.input<typeof CreateWantedSchema>;

/** A wanted post as anyone sees it: never who posted it. */
export const WantedPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isbn: z.string().nullable(),
  /** Rupees as stored ("450.00"); null: no limit given. */
  maxPrice: z.string().nullable(),
  city: z.string().nullable(),
  institution: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WantedPost = z.infer<typeof WantedPostSchema>;

/** One of the signed-in student's own posts, with whether it is still open. */
export const MyWantedPostSchema = WantedPostSchema.extend({
  status: z.enum(['open', 'closed', 'expired']),
  expiresAt: z.iso.datetime(),
});
export type MyWantedPost = z.infer<typeof MyWantedPostSchema>;

const filterText = (max: number, field: string) =>
  optional(
    z
      .string()
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .regex(...singleLine(field)),
  );

/** `GET /api/wanted`: open posts, newest first, narrowed by place, ISBN or words of the title. */
export const WantedQuerySchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(100, 'Search text must be at most 100 characters')
      .regex(...singleLine('Search text')),
  ),
  isbn: optional(IsbnSchema),
  city: filterText(60, 'City'),
  institution: filterText(120, 'Institution'),
  ...pageQuery({ pageSize: WANTED_PAGE_SIZE, maxLimit: 50, rows: 'rows' }),
});
export type WantedQuery = z.input<typeof WantedQuerySchema>;

/** `GET /api/wanted/count`: what the listing wizard has so far. */
export const WantedCountQuerySchema = z.object({
  isbn: optional(IsbnSchema),
  title: optional(
    z
      .string()
      .trim()
      .max(200, 'Must be at most 200 characters')
      .regex(...singleLine('Title')),
  ),
  city: filterText(60, 'City'),
});

/** How many students' open posts the book in the wizard answers; `city` when counted in that city only. */
export const WantedCountSchema = z.object({ count: z.number().int(), city: z.string().nullable() });
export type WantedCount = z.infer<typeof WantedCountSchema>;

export const WantedParamsSchema = z.object({ id: recordId('Id') });

/** `POST /api/wanted/{id}/answers`: the listing a seller made with "I have this". */
export const WantedAnswerSchema = z.object({ productId: recordId('Product id') });
