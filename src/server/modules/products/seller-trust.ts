import type { SellerTrust } from '../../../domain/contracts/products.ts';
import type { Database } from '../../db/client.ts';

/**
 * What a listing's page shows beside "Sold by": the seller's profile link, rating and deals
 * (docs/decisions/082-ratings-from-real-deals.md). The ratings module knows them, and it depends on orders, which
 * depend on products: so products never imports it, and app.ts passes the ratings module's `sellerTrust` in.
 */
export type SellerTrustOf = (db: Database, sellerId: number) => Promise<SellerTrust>;
