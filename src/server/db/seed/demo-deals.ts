import { randomInt } from 'node:crypto';
import { orderTotals } from '../../../domain/fees.ts';
import { toPaise, toRupeeString } from '../../../domain/money.ts';
import type { Transaction } from '../client.ts';
import { dealRatings, orderItems, orderParts, orders, reviews } from '../schema.ts';
import type { DemoStudent } from './demo-catalogue.ts';

/**
 * The deals behind the demo reviews (docs/decisions/082-ratings-from-real-deals.md): a review comes only from a
 * buyer who received the listing, so each one gets a completed cash-on-delivery order of that listing by its
 * reviewer, handed over, and both sides' ratings of the deal — the buyer's stars are the review's, the seller's
 * a friendly five.
 */
export interface DemoDeal {
  buyer: DemoStudent & { id: number };
  sellerId: number;
  listing: { id: number; title: string; price: string };
  review: { rating: number; comment: string };
  /** When the item was handed over; the review and both ratings follow an hour later. */
  handedOverAt: Date;
}

const HOUR = 60 * 60 * 1000;

export async function insertDemoDeals(tx: Transaction, deals: readonly DemoDeal[]): Promise<void> {
  for (const deal of deals) {
    const totals = orderTotals([{ unitPrice: toPaise(deal.listing.price), quantity: 1 }]);
    const placedAt = new Date(deal.handedOverAt.getTime() - 2 * 24 * HOUR);
    const ratedAt = new Date(deal.handedOverAt.getTime() + HOUR);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: deal.buyer.id,
        subtotal: toRupeeString(totals.subtotal),
        commission: toRupeeString(totals.platformFee),
        totalAmount: toRupeeString(totals.total),
        status: 'completed',
        paymentMethod: 'cod',
        canCancel: false,
        customerName: deal.buyer.fullName,
        customerPhone: deal.buyer.phone,
        deliveryAddressType: deal.buyer.institutionType,
        deliveryInstitution: deal.buyer.institution,
        deliveryAddress: deal.buyer.campusAddress,
        deliveryCity: deal.buyer.city,
        deliveryState: deal.buyer.state,
        deliveryPincode: deal.buyer.campusPincode,
        deliveredAt: deal.handedOverAt,
        createdAt: placedAt,
        updatedAt: deal.handedOverAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('insert returned no row');
    await tx.insert(orderItems).values({
      orderId: order.id,
      productId: deal.listing.id,
      sellerId: deal.sellerId,
      price: deal.listing.price,
      platformFee: toRupeeString(totals.platformFee),
      productTitle: deal.listing.title,
      productPrice: deal.listing.price,
    });
    await tx.insert(orderParts).values({
      orderId: order.id,
      sellerId: deal.sellerId,
      handoverCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      state: 'handed_over',
      handedOverAt: deal.handedOverAt,
      handedOverBy: deal.sellerId,
      createdAt: placedAt,
    });
    await tx.insert(reviews).values({
      userId: deal.buyer.id,
      productId: deal.listing.id,
      orderId: order.id,
      rating: deal.review.rating,
      comment: deal.review.comment,
      createdAt: ratedAt,
    });
    const rating = { orderId: order.id, sellerId: deal.sellerId, handedOverAt: deal.handedOverAt };
    await tx.insert(dealRatings).values([
      {
        ...rating,
        direction: 'buyer_rates_seller',
        raterId: deal.buyer.id,
        rateeId: deal.sellerId,
        rating: deal.review.rating,
        comment: deal.review.comment,
        revealedAt: ratedAt,
        createdAt: ratedAt,
      },
      {
        ...rating,
        direction: 'seller_rates_buyer',
        raterId: deal.sellerId,
        rateeId: deal.buyer.id,
        rating: 5,
        comment: 'On time and friendly.',
        revealedAt: ratedAt,
        createdAt: ratedAt,
      },
    ]);
  }
}
