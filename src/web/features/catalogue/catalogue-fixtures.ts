import type { ProductDetail, ProductListItem } from '../../../domain/contracts/products.ts';
import type { Review } from '../../../domain/contracts/reviews.ts';

/** Listings and reviews as the API sends them, for the catalogue's tests. */

export function makeProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 2,
    title: 'B.S. Grewal Higher Engineering Mathematics',
    description: 'Khanna Publishers, 44th edition. A few solved examples highlighted.',
    price: '450.00',
    originalPrice: '995.00',
    condition: 'Good',
    category: 'Textbooks',
    sellerId: 3,
    images: ['grewal.webp'],
    quantity: 2,
    rating: '4.50',
    pickupAddressType: 'college',
    pickupInstitution: 'COEP',
    pickupCity: 'Pune',
    pickupState: 'Maharashtra',
    book: null,
    createdAt: '2025-01-10T10:00:00.000Z',
    sellerName: 'Aditya Kulkarni',
    sellerVerifiedStudent: false,
    cashOnDelivery: true,
    seller: { username: 'aditya', rating: { average: 0, count: 0 }, dealsAsSeller: 0 },
    unavailable: false,
    ...overrides,
  };
}

export function makeListing(id: number, overrides: Partial<ProductListItem> = {}): ProductListItem {
  const {
    sellerName: _sellerName,
    cashOnDelivery: _cash,
    unavailable: _unavailable,
    ...product
  } = makeProduct({ id, title: `Listing ${id}` });
  return { ...product, ...overrides };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    userId: 9,
    productId: 2,
    orderId: null,
    rating: 5,
    comment: 'Great condition for the price.',
    removed: false,
    createdAt: '2024-03-05T12:00:00.000Z',
    user: { username: 'rohan', fullName: 'Rohan Deshmukh' },
    ...overrides,
  };
}
