import type { Database } from '../../db/client.ts';

/**
 * Unread messages per order, which the order lists show: the messages module counts them. Messages depends on
 * orders (each conversation belongs to an order), so orders never imports it; app.ts passes its counters in.
 */
export interface UnreadMessages {
  /** For each of the buyer's orders among `orderIds`: messages from its sellers the buyer has not read. */
  forBuyer(db: Database, query: { buyerId: number; orderIds: number[] }): Promise<Map<number, number>>;
  /** For each of the seller's orders among `orderIds`: messages from the buyer the seller has not read yet. */
  forSeller(db: Database, query: { sellerId: number; orderIds: number[] }): Promise<Map<number, number>>;
}
