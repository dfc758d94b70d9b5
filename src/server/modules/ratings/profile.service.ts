import type { PublicProfile } from '../../../domain/contracts/ratings.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findPublicAccount } from '../auth/index.ts';
import { countCompletedDeals } from '../orders/index.ts';
import { sellerListedProducts } from '../products/index.ts';
import { latestSellerComments, sellerRating } from './ratings.service.ts';

/** Comments a profile shows, newest first. */
export const PROFILE_COMMENTS = 5;

/** Listings a profile shows, newest first. */
export const PROFILE_LISTINGS = 24;

/**
 * A student's public profile (docs/decisions/082-ratings-from-real-deals.md): who they are, their deals and their
 * rating as a seller, and their listings buyers can find. Never contact details, an address or what anyone
 * ordered; 404 for an account that is not shown to others (isPublicAccount).
 */
export async function getPublicProfile(
  db: Database,
  username: string,
  now = new Date(),
): Promise<PublicProfile> {
  const account = await findPublicAccount(db, { username });
  if (!account) throw notFound('user.not_found');
  const [deals, rating, latestComments, listings] = await Promise.all([
    countCompletedDeals(db, account.id),
    sellerRating(db, account.id, now),
    latestSellerComments(db, account.id, PROFILE_COMMENTS, now),
    sellerListedProducts(db, account.id, {
      limit: PROFILE_LISTINGS,
      verifiedStudent: account.verifiedStudent,
    }),
  ]);
  return {
    id: account.id,
    username: account.username,
    displayName: displayName(account),
    institute: account.institute,
    city: account.city,
    memberSince: account.createdAt.toISOString(),
    verifiedStudent: account.verifiedStudent,
    dealsAsSeller: deals.asSeller,
    dealsAsBuyer: deals.asBuyer,
    sellerRating: rating,
    latestComments,
    listings,
  };
}
