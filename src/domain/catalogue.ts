/**
 * The fixed lists every listing, filter and form draws from
 * (docs/decisions/013-catalogue-lists-and-pricing-guide.md).
 */

export const CATEGORIES = [
  'Textbooks',
  'Second-hand Books',
  'Reference Books',
  'Course Notes',
  'Handwritten Notes',
  'Previous Year Papers',
  'Study Materials',
  'Stationery',
  'Study Electronics',
  'Lab Equipment',
  'Calculators',
  'Drawing Instruments',
  'Backpacks & Bags',
  'Study Tables',
  'Educational Software',
  'Study Lamps',
  'Project Supplies',
  'Classroom Furniture',
  'Educational Tablets',
  'Other Study Materials',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The categories whose listings are books: they take an ISBN, authors, edition and the rest of a book's details
 * (docs/decisions/091-book-details.md); no other category asks for them.
 */
export const BOOK_CATEGORIES = [
  'Textbooks',
  'Second-hand Books',
  'Reference Books',
  'Study Materials',
  'Previous Year Papers',
] as const satisfies readonly Category[];

export function isBookCategory(category: string): boolean {
  return (BOOK_CATEGORIES as readonly string[]).includes(category);
}

export const CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

// Browse settings live here, away from the zod contracts, so the browse page can use them without loading zod.
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Listings per browse page. */
export const PRODUCT_PAGE_SIZE = 24;

/** The browse page's price filter spans 0 to 5000 rupees (spec, section 5). */
export const PRICE_FILTER_MAX = 5000;

export const ADDRESS_TYPES = ['home', 'university', 'college'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** States and union territories of India, for pickup and delivery addresses. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];
