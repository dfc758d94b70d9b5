import type { Product, RatingSummary } from './contracts/products.ts';
import { imageUrl } from './images.ts';

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

/**
 * A listing's page: title, description, keywords, social image and schema.org Product with its offer in INR.
 * aggregateRating appears only when real reviews exist (no invented ratings:
 * docs/decisions/015-reviews-and-ratings.md).
 */
export function productPageMeta(product: Product, rating: RatingSummary, baseUrl: string): PageMeta {
  const canonicalPath = productPagePath(product.id);
  const place = product.pickupCity ? ` in ${product.pickupCity}` : '';
  const description = truncate(
    `${product.condition} ${product.category.toLowerCase()} for ₹${product.price} from a student${place}. ${product.description}`,
    DESCRIPTION_LENGTH,
  );
  const images = product.images.map((image) => absoluteUrl(baseUrl, imageUrl(image)));
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: truncate(product.description, 5000),
    sku: String(product.id),
    category: 'Educational Materials',
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(baseUrl, canonicalPath),
      price: product.price,
      priceCurrency: 'INR',
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
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
    keywords: [
      product.title,
      product.category,
      `used ${product.category.toLowerCase()}`,
      'second hand',
      'students',
      'India',
    ].join(', '),
    // A 1200×630 card drawn by the server (/og/product/{id}.jpg): the size link previews expect.
    image: absoluteUrl(baseUrl, `/og/product/${product.id}.jpg`),
    imageSize: { width: 1200, height: 630 },
    jsonLd,
  };
}
