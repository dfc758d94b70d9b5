import { z } from 'zod';
import { ADDRESS_TYPES, CATEGORIES, CONDITIONS, PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from '../catalogue.ts';
import { normaliseIsbn } from '../isbn.ts';
import { optional, pageQuery, singleLine } from './common.ts';

/**
 * What a book listing says of the book (docs/decisions/091-book-details.md): each part as the seller gave it, the
 * ISBN as its 13 digits. Null on a listing that is not in a book category, or that gives none of them.
 */
export const ISBN_MESSAGE = 'That ISBN does not look right — check the digits on the back cover';

/** An ISBN-10 or ISBN-13 as written, hyphens and spaces allowed; its 13 digits out (src/domain/isbn.ts). */
export const IsbnSchema = z
  .string()
  .max(32, ISBN_MESSAGE)
  .transform((written, context) => {
    const isbn = normaliseIsbn(written);
    if (isbn) return isbn;
    context.addIssue({ code: 'custom', message: ISBN_MESSAGE });
    return z.NEVER;
  });

export const ListingBookSchema = z.object({
  isbn: z.string().nullable(),
  authors: z.string().nullable(),
  edition: z.string().nullable(),
  publisher: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  /** The course and the semester or year the book was used for: "B.Tech Mechanical", "Semester 3". */
  course: z.string().nullable(),
  semester: z.string().nullable(),
});
export type ListingBook = z.infer<typeof ListingBookSchema>;

/**
 * A listing as buyers see it. Seller contact details stay private until an order
 * (docs/decisions/007-look-and-accessibility.md: trust is visible, contact only through an order).
 */
export const ProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Rupees with two decimals, as stored: "349.00". */
  price: z.string(),
  originalPrice: z.string().nullable(),
  condition: z.string(),
  category: z.string(),
  sellerId: z.number().int(),
  images: z.array(z.string()),
  quantity: z.number().int(),
  /** Average review rating, "4.50"; "0.00" without reviews. */
  rating: z.string(),
  pickupAddressType: z.enum(ADDRESS_TYPES),
  pickupInstitution: z.string().nullable(),
  pickupCity: z.string().nullable(),
  pickupState: z.string().nullable(),
  book: ListingBookSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A listing in a page of results: cards show the seller's "Verified student" badge. */
export const ProductListItemSchema = ProductSchema.extend({
  /** The seller verified an address at an academic domain (docs/decisions/028-password-reset-and-email-verification.md). */
  sellerVerifiedStudent: z.boolean(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

/**
 * A person's average as a seller, from the buyers who rated their deals (docs/decisions/082-ratings-from-real-deals.md):
 * to one decimal, and how many ratings it is of.
 */
export const SellerRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type SellerRating = z.infer<typeof SellerRatingSchema>;

/** What a listing page shows beside "Sold by": the link to the seller's profile, their rating and their deals. */
export const SellerTrustSchema = z.object({
  /** Null when the seller has no public profile: "Sold by" then links nowhere. */
  username: z.string().nullable(),
  rating: SellerRatingSchema,
  dealsAsSeller: z.number().int(),
});
export type SellerTrust = z.infer<typeof SellerTrustSchema>;

export const ProductDetailSchema = ProductSchema.extend({
  /** The seller's full name, else their username. */
  sellerName: z.string(),
  /** The seller verified an address at an academic domain (the "Verified student" badge). */
  sellerVerifiedStudent: z.boolean(),
  /**
   * Whether the seller takes cash at the hand-over: false while they owe more than COD_FEE_DEBT_LIMIT in the fees
   * of cash sales (docs/decisions/048-fees-cash-sales-owe.md). Never the amount.
   */
  cashOnDelivery: z.boolean(),
  seller: SellerTrustSchema,
  /**
   * Taken off by moderation: hidden after reports or by the PassItOn team, or its seller suspended
   * (docs/decisions/083-reports-and-suspensions.md). Its page says it is unavailable and offers no purchase.
   */
  unavailable: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

const price = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(10_000_000, `${name} is too large`);

export const ProductQuerySchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(100, 'Search text must be at most 100 characters')
      .regex(...singleLine('Search text')),
  ),
  category: optional(z.enum(CATEGORIES, { error: 'Choose a category from the list' })),
  condition: optional(z.enum(CONDITIONS, { error: 'Choose a condition from the list' })),
  minPrice: optional(price('Minimum price')),
  maxPrice: optional(price('Maximum price')),
  /** The pickup city, matched whole, ignoring case. */
  city: optional(
    z
      .string()
      .trim()
      .max(60, 'City must be at most 60 characters')
      .regex(...singleLine('City')),
  ),
  /** The pickup institution (college or university), matched whole, ignoring case. */
  institution: optional(
    z
      .string()
      .trim()
      .max(120, 'Institution must be at most 120 characters')
      .regex(...singleLine('Institution')),
  ),
  /** Copies of one book: an ISBN-10 or ISBN-13, hyphens and spaces allowed (docs/decisions/091-book-details.md). */
  isbn: optional(IsbnSchema),
  /** "true": only listings passed on for nothing, priced 0 (docs/decisions/093-free-listings.md). */
  free: optional(
    z.enum(['true', 'false'], { error: 'Free must be true or false' }).transform((value) => value === 'true'),
  ),
  /** Absent: by relevance when searching, else newest first. */
  sort: optional(z.enum(PRODUCT_SORTS, { error: 'Sort must be newest, price_asc, price_desc or popular' })),
  ...pageQuery({ pageSize: PRODUCT_PAGE_SIZE, maxLimit: 100, rows: 'products' }),
});
export type ProductQuery = z.input<typeof ProductQuerySchema>;
export type ProductFilter = z.output<typeof ProductQuerySchema>;

/** The facets take the same filters as a page of listings, without order or paging. */
export const ProductFacetsQuerySchema = ProductQuerySchema.omit({ sort: true, limit: true, offset: true });
export type ProductFacetsQuery = z.input<typeof ProductFacetsQuerySchema>;
export type ProductFacetsFilter = z.output<typeof ProductFacetsQuerySchema>;

const FacetCountsSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

/**
 * How many listings the current search and filters would show for each value of a facet. Each facet leaves out
 * its own filter, so choosing another value shows its count. Cities and institutions: the most common first, at
 * most FACET_PLACES_LIMIT of them.
 */
export const ProductFacetsSchema = z.object({
  category: FacetCountsSchema,
  condition: FacetCountsSchema,
  city: FacetCountsSchema,
  institution: FacetCountsSchema,
  /** How many of them are free, leaving out the "Free only" filter itself. */
  free: z.number().int(),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

export const FACET_PLACES_LIMIT = 30;

export const RatingSummarySchema = z.object({
  /** Rounded to one decimal; 0 without reviews. */
  averageRating: z.number(),
  totalReviews: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
