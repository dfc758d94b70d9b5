import type { DealRatingState, PublicProfile } from '../../../domain/contracts/ratings.ts';

/** A deal's ratings from the buyer's side, as GET /api/orders/{id}/ratings answers them, for the trust tests. */
export function makeDealRating(overrides: Partial<DealRatingState> = {}): DealRatingState {
  return {
    sellerId: 3,
    role: 'buyer',
    other: { username: 'priya', name: 'Priya Deshmukh' },
    handedOverAt: '2025-03-05T10:00:00.000Z',
    rateUntil: '2025-04-04T10:00:00.000Z',
    given: null,
    received: null,
    receivedHidden: false,
    ...overrides,
  };
}

/** A public profile as GET /api/users/{username}/profile answers it. */
export function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 31,
    username: 'priya',
    displayName: 'Priya Deshmukh',
    institute: 'COEP',
    city: 'Pune',
    memberSince: '2024-07-01T10:00:00.000Z',
    verifiedStudent: true,
    dealsAsSeller: 3,
    dealsAsBuyer: 1,
    sellerRating: { average: 4.5, count: 2 },
    latestComments: [
      {
        rating: 5,
        comment: 'Book exactly as shown',
        createdAt: '2025-03-06T10:00:00.000Z',
        by: 'Aman Verma',
      },
    ],
    listings: [],
    ...overrides,
  };
}
