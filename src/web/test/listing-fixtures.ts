import type { SellerListing } from '../../domain/contracts/listings.ts';

/** A seller's listing as `GET /api/products/seller/{id}` returns it: a calculator listed by user 7. */
export function makeSellerListing(overrides: Partial<SellerListing> = {}): SellerListing {
  return {
    id: 31,
    title: 'Casio fx-991ES Plus',
    description: 'Works perfectly, with its cover.',
    price: '650.00',
    originalPrice: '1095.00',
    condition: 'Like New',
    category: 'Calculators',
    sellerId: 7,
    images: [],
    files: [],
    quantity: 1,
    rating: '0.00',
    unitsSold: 0,
    pickupAddressType: 'home',
    pickupInstitution: null,
    pickupAddress: 'Hostel 4, Room 12',
    pickupCity: 'Pune',
    pickupState: 'Maharashtra',
    book: null,
    pickupPincode: '411005',
    sellerWhatsapp: '9876543210',
    sellerContactName: 'Priya Sharma',
    sellerContactEmail: 'priya@example.in',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    hidden: null,
    ...overrides,
  };
}
