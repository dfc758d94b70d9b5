import { isBookCategory } from './catalogue.ts';
import { categoryName, conditionName } from './catalogue-names.ts';
import type { Product, RatingSummary } from './contracts/products.ts';
import { imageUrl } from './images.ts';
import type { Language } from './languages.ts';

/**
 * What search engines and link previews see for a page. Built once here so the server's HTML and the
 * web app's <head> always agree.
 */
export interface PageMeta {
  title: string;
  description: string;
  canonicalPath: string;
  keywords?: string;
  image?: string;
  /** Pixel size of `image`, when known (link previews lay the page out before fetching it). */
  imageSize?: { width: number; height: number };
  /** schema.org data for the page, when it has any. */
  jsonLd?: Record<string, unknown>;
}

export const SITE_NAME = 'PassItOn';

/**
 * The title and description of a page with none of its own (index.html's, until the app draws the page's), in
 * the page's language: the server writes them into every page it sends (docs/decisions/070-languages.md).
 */
export const SITE_META: Record<Language, { title: string; description: string }> = {
  en: {
    title: 'PassItOn — buy and sell used textbooks and notes',
    description:
      'Students in India buy and sell used textbooks, notes, lab journals and calculators on PassItOn. Save money; earn from books you have finished with.',
  },
  hi: {
    title: 'PassItOn — पुरानी किताबें और नोट्स ख़रीदें-बेचें',
    description:
      'भारत के स्टूडेंट्स PassItOn पर पुरानी किताबें, नोट्स, लैब जर्नल और कैलकुलेटर ख़रीदते-बेचते हैं। पैसे बचाइए, और पढ़ चुकी किताबों से कमाइए।',
  },
};

/** Every title ends with the product's name (spec, section 2). */
export function pageTitle(subject: string): string {
  return `${subject} | ${SITE_NAME}`;
}

const DESCRIPTION_LENGTH = 155;

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** An absolute URL on the site, for canonical links and structured data. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${baseUrl.replace(/\/$/, '')}/`).toString();
}

/** A listing's page; notices about a listing lead there. */
export function productPagePath(productId: number): string {
  return `/product/${productId}`;
}

/** The words of a listing's description and keywords around the seller's own, in the page's language. */
function listingSummary(product: Product, language: Language): { lead: string; keywords: string[] } {
  const category = categoryName(product.category, language);
  const condition = conditionName(product.condition, language);
  if (language === 'hi') {
    const place = product.pickupCity ? `${product.pickupCity} के ` : '';
    return {
      lead: `${category}, हालत: ${condition}, ₹${product.price} में ${place}एक स्टूडेंट से।`,
      keywords: [category, 'सेकंड हैंड', 'स्टूडेंट्स', 'भारत'],
    };
  }
  const place = product.pickupCity ? ` in ${product.pickupCity}` : '';
  return {
    lead: `${condition} ${category.toLowerCase()} for ₹${product.price} from a student${place}.`,
    keywords: [category, `used ${category.toLowerCase()}`, 'second hand', 'students', 'India'],
  };
}

/**
 * A listing in a book category is a Book as well as a Product (docs/decisions/091-book-details.md), with what its
 * seller told of the book: the ISBN, the authors, the edition, the publisher and the year.
 */
function productType(product: Product): Record<string, unknown> {
  if (!isBookCategory(product.category)) return { '@type': 'Product' };
  const book = product.book;
  const authors = book?.authors?.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean) ?? [];
  return {
    '@type': ['Product', 'Book'],
    ...(book?.isbn ? { isbn: book.isbn } : {}),
    ...(authors.length > 0 ? { author: authors.map((name) => ({ '@type': 'Person', name })) } : {}),
    ...(book?.edition ? { bookEdition: book.edition } : {}),
    ...(book?.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book?.publicationYear ? { datePublished: String(book.publicationYear) } : {}),
  };
}

/**
 * A listing's page: title, description, keywords, social image and schema.org Product (and Book) with its offer in INR, in
 * the page's language around the seller's own words (the title and description stay as written).
 * aggregateRating appears only when real reviews exist (no invented ratings:
 * docs/decisions/015-reviews-and-ratings.md). A listing taken off by moderation is offered as out of stock
 * (docs/decisions/083-reports-and-suspensions.md).
 */
export function productPageMeta(
  product: Product & { unavailable?: boolean },
  rating: RatingSummary,
  baseUrl: string,
  language: Language = 'en',
): PageMeta {
  const canonicalPath = productPagePath(product.id);
  const summary = listingSummary(product, language);
  const description = truncate(`${summary.lead} ${product.description}`, DESCRIPTION_LENGTH);
  const images = product.images.map((image) => absoluteUrl(baseUrl, imageUrl(image)));
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    ...productType(product),
    name: product.title,
    description: truncate(product.description, 5000),
    sku: String(product.id),
    category: categoryName(product.category, language),
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(baseUrl, canonicalPath),
      price: product.price,
      priceCurrency: 'INR',
      availability:
        product.quantity > 0 && !product.unavailable
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      // Listings are second-hand unless the seller says the item is new.
      itemCondition:
        product.condition === 'New' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    },
    ...(rating.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.averageRating,
            reviewCount: rating.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title: pageTitle(product.title),
    description,
    canonicalPath,
    keywords: [product.title, ...summary.keywords].join(', '),
    // A 1200×630 card drawn by the server (/og/product/{id}.jpg): the size link previews expect.
    image: absoluteUrl(baseUrl, `/og/product/${product.id}.jpg`),
    imageSize: { width: 1200, height: 630 },
    jsonLd,
  };
}

/** A student's public profile (docs/decisions/082-ratings-from-real-deals.md); "Sold by …" leads there. */
export function profilePagePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/**
 * A public profile's title and description, in the page's language: the student's name and where they study,
 * nothing else of theirs (never contact details).
 */
export function profilePageMeta(
  person: { username: string; displayName: string; institute: string | null; city: string | null },
  language: Language = 'en',
): PageMeta {
  const place = [person.institute, person.city].filter(Boolean).join(', ');
  const description =
    language === 'hi'
      ? `PassItOn पर ${person.displayName}${place ? ` (${place})` : ''}: उनकी लिस्टिंग, डील्स और ख़रीदारों की रेटिंग।`
      : `${person.displayName}${place ? ` (${place})` : ''} on PassItOn: their listings, deals and ratings from buyers.`;
  return {
    title: pageTitle(person.displayName),
    description: truncate(description, DESCRIPTION_LENGTH),
    canonicalPath: profilePagePath(person.username),
  };
}
