import { describe, expect, it } from 'vitest';
import type { Product } from './contracts/products.ts';
import { productPageMeta } from './seo.ts';

const product: Product = {
  id: 42,
  title: 'B.S. Grewal Higher Engineering Mathematics',
  description: 'The 44th edition with every chapter intact.',
  price: '450.00',
  originalPrice: '899.00',
  condition: 'Good',
  category: 'Textbooks',
  sellerId: 1,
  images: ['cover.webp', 'https://images.example/back.jpg'],
  quantity: 2,
  rating: '0.00',
  pickupAddressType: 'university',
  pickupInstitution: 'COEP',
  pickupCity: 'Pune',
  pickupState: 'Maharashtra',
  book: null,
  createdAt: new Date().toISOString(),
};
const noReviews = { averageRating: 0, totalReviews: 0 };

describe('a listing page for search engines', () => {
  it('has a title ending with the product name and a canonical path', () => {
    const meta = productPageMeta(product, noReviews, 'https://passiton.example');
    expect(meta.title).toBe('B.S. Grewal Higher Engineering Mathematics | PassItOn');
    expect(meta.canonicalPath).toBe('/product/42');
    expect(meta.description).toContain('₹450.00');
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(meta.image).toBe('https://passiton.example/og/product/42.jpg');
    expect(meta.imageSize).toEqual({ width: 1200, height: 630 });
  });

  it('offers the product in INR, in stock, second-hand, with absolute image URLs', () => {
    const { jsonLd } = productPageMeta(product, noReviews, 'https://passiton.example');
    expect(jsonLd).toMatchObject({
      '@type': ['Product', 'Book'],
      category: 'Textbooks',
      image: ['https://passiton.example/uploads/cover.webp', 'https://images.example/back.jpg'],
      offers: {
        price: '450.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it('describes a book listing as a Book with its ISBN, authors, edition, publisher and year', () => {
    const book = {
      isbn: '9788174091956',
      authors: 'B. S. Grewal and J. S. Grewal',
      edition: '44th Edition',
      publisher: 'Khanna Publishers',
      publicationYear: 2017,
      course: 'B.Tech',
      semester: 'Semester 1',
    };
    const { jsonLd } = productPageMeta({ ...product, book }, noReviews, 'https://passiton.example');
    expect(jsonLd).toMatchObject({
      '@type': ['Product', 'Book'],
      isbn: '9788174091956',
      author: [
        { '@type': 'Person', name: 'B. S. Grewal' },
        { '@type': 'Person', name: 'J. S. Grewal' },
      ],
      bookEdition: '44th Edition',
      publisher: { '@type': 'Organization', name: 'Khanna Publishers' },
      datePublished: '2017',
    });
  });

  it('keeps a listing that is not a book a plain Product', () => {
    const { jsonLd } = productPageMeta(
      { ...product, category: 'Calculators', title: 'Casio fx-991ES Plus' },
      noReviews,
      'https://passiton.example',
    );
    expect(jsonLd?.['@type']).toBe('Product');
    expect(jsonLd).not.toHaveProperty('isbn');
  });

  it('claims a rating only when real reviews exist', () => {
    expect(productPageMeta(product, noReviews, 'https://x.example').jsonLd).not.toHaveProperty(
      'aggregateRating',
    );
    const reviewed = productPageMeta(product, { averageRating: 4.3, totalReviews: 3 }, 'https://x.example');
    expect(reviewed.jsonLd).toMatchObject({ aggregateRating: { ratingValue: 4.3, reviewCount: 3 } });
  });

  it('says sold out when no stock is left', () => {
    const meta = productPageMeta({ ...product, quantity: 0 }, noReviews, 'https://x.example');
    expect(meta.jsonLd).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('offers nothing in stock for a listing taken off by moderation', () => {
    const meta = productPageMeta({ ...product, unavailable: true }, noReviews, 'https://x.example');
    expect(meta.jsonLd).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });
});
