import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../domain/contracts/cart.ts';
import type { Offer } from '../../../domain/contracts/offers.ts';
import type { Order } from '../../../domain/contracts/orders.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { offers } from './offers.tables.ts';

/*
 * Checkout at an accepted offer's price (docs/decisions/038-offers.md): one unit, the accepted buyer only, the fee
 * of the offer price's tier, the price from the offer and never from the browser, the offer used once; and the
 * races the issue names, each ending one way.
 */

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
const student = () => newStudent(t);

const listed = (seller: Student, price = '500.00', quantity = 1) =>
  createProduct(t.database.db, seller.user.id, { price, quantity, title: 'HC Verma Part 1' });

/** The buyer offers ₹400, the seller counters ₹450, the buyer accepts: the journey of the issue. */
async function agreedAt450(seller: Student, buyer: Student, productId: number): Promise<Offer> {
  const made = await buyer.call('POST', `/api/listings/${productId}/offers`, { amount: 400 });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json() as Offer;
  expect((await seller.call('POST', `/api/offers/${id}/counter`, { amount: 450 })).statusCode).toBe(200);
  const accepted = await buyer.call('POST', `/api/offers/${id}/accept`);
  expect(accepted.statusCode).toBe(200);
  return accepted.json();
}

async function storedOffer(id: number) {
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
  return row;
}

const line = (productId: number, quantity = 1) => [{ productId, quantity }];

describe('checking out at an accepted offer’s price', () => {
  it('charges the counter price for one unit with the fee of its tier, online, and marks the offer used', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const agreed = await agreedAt450(seller, buyer, listing.id);

    // The cart shows the offer beside the asking price.
    await buyer.call('POST', '/api/cart', { productId: listing.id });
    const cart: CartItem[] = (await buyer.call('GET', `/api/cart/${buyer.user.id}`)).json();
    expect(cart[0]).toMatchObject({
      product: { price: '500.00' },
      offer: { offerId: agreed.id, price: '450.00', holdUntil: agreed.holdUntil },
    });

    // ₹450 is in the 15% tier: a fee of ₹67.50, ₹517.50 in all — the provider order is for that.
    const paid = await buyer.payOnline(line(listing.id));
    expect(paid.providerOrder.amount).toBe(51_750);
    const placed = await buyer.placeOnlineOrder(
      [{ productId: listing.id, quantity: 1, price: '450.00' }],
      paid,
      {
        totalAmount: '517.50',
        commission: '67.50',
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json();
    expect(order).toMatchObject({ subtotal: '450.00', commission: '67.50', totalAmount: '517.50' });
    expect(order.items[0]).toMatchObject({
      price: '450.00',
      productPrice: '500.00',
      platformFee: '67.50',
      offerId: agreed.id,
    });
    expect(await storedOffer(agreed.id)).toMatchObject({ status: 'used', usedByOrderId: order.id });
    // The cart line went with the order.
    expect((await buyer.call('GET', `/api/cart/${buyer.user.id}`)).json()).toEqual([]);
  });

  it('charges the offer price in cash on delivery too, once per Idempotency-Key, and the asking price afterwards', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller, '500.00', 3);
    const agreed = await agreedAt450(seller, buyer, listing.id);
    const key = randomUUID();
    const first = await buyer.placeCashOrder(line(listing.id), { fromBuyNow: true }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ subtotal: '450.00', commission: '67.50', status: 'pending_cod' });
    const replay = await buyer.placeCashOrder(line(listing.id), { fromBuyNow: true }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    expect(await storedOffer(agreed.id)).toMatchObject({ status: 'used', usedByOrderId: first.json().id });

    // Used once: the next order is at the asking price, in its own tier (10% of ₹500, where ₹450 paid 15%).
    const next = await buyer.placeCashOrder(line(listing.id), { fromBuyNow: true });
    expect(next.json()).toMatchObject({ subtotal: '500.00', commission: '50.00' });
    // In the order they were placed: PostgreSQL returns rows in no promised order without ORDER BY.
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, listing.id))
      .orderBy(orderItems.id);
    expect(lines.map((each) => [each.price, each.offerId])).toEqual([
      ['450.00', agreed.id],
      ['500.00', null],
    ]);
  });

  it('takes the price from the offer, never from the browser', async () => {
    const [seller, buyer, other] = [await student(), await student(), await student()];
    const listing = await listed(seller, '500.00', 3);
    await agreedAt450(seller, buyer, listing.id);
    const cheaper = await buyer.placeCashOrder([{ productId: listing.id, quantity: 1, price: '300.00' }]);
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json()).toMatchObject({
      message: 'The price of "HC Verma Part 1" is now ₹450.00. Please review your order.',
    });
    // Another buyer cannot claim the offer's price: theirs is the asking price.
    const claimed = await other.placeCashOrder([{ productId: listing.id, quantity: 1, price: '450.00' }]);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().message).toContain('₹500.00');
  });

  it('holds the offer for one unit: a line of more is refused until it is one', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller, '500.00', 3);
    await agreedAt450(seller, buyer, listing.id);
    const two = await buyer.placeCashOrder(line(listing.id, 2));
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({
      message:
        'Your accepted offer is for one unit of "HC Verma Part 1". Set the quantity to 1 to buy it at the offer price.',
    });
    const payTwo = await buyer.call('POST', '/api/razorpay/create-order', { items: line(listing.id, 2) });
    expect(payTwo.json()).toMatchObject({ code: 'offer.one_unit' });
  });

  it('lets others buy at the asking price meanwhile: the first to pay wins and the offer closes', async () => {
    const [seller, buyer, other] = [await student(), await student(), await student()];
    const listing = await listed(seller);
    const agreed = await agreedAt450(seller, buyer, listing.id);
    const bought = await other.placeCashOrder(line(listing.id));
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({ subtotal: '500.00' });
    expect(await storedOffer(agreed.id)).toMatchObject({ status: 'closed', closedReason: 'sold_out' });
    const notices = (await buyer.call('GET', '/api/notifications')).json();
    expect(notices[0]).toMatchObject({
      kind: 'offer_closed',
      message: 'Your offer for "HC Verma Part 1" has ended: the listing sold out.',
    });
    const late = await buyer.placeCashOrder(line(listing.id));
    expect(late.statusCode).toBe(409);
  });
});

describe('races end one way', () => {
  it('an acceptance racing the sale of the last unit: the sale stands and the offer ends closed either way', async () => {
    for (let round = 0; round < 3; round++) {
      const [seller, buyer, other] = [await student(), await student(), await student()];
      const listing = await listed(seller);
      const made: Offer = (
        await buyer.call('POST', `/api/listings/${listing.id}/offers`, { amount: 400 })
      ).json();
      const [accepted, sold] = await Promise.all([
        seller.call('POST', `/api/offers/${made.id}/accept`),
        other.placeCashOrder(line(listing.id)),
      ]);
      expect(sold.statusCode).toBe(201);
      // Accepted first, the sale then closed it; or the sale came first and the acceptance found nothing to sell.
      expect([200, 409]).toContain(accepted.statusCode);
      if (accepted.statusCode === 409)
        expect(accepted.json()).toMatchObject({ code: 'offer.listing_unavailable' });
      expect(await storedOffer(made.id)).toMatchObject({ status: 'closed', closedReason: 'sold_out' });
    }
  });

  it('two acceptances at once of one listing’s only unit: exactly one holds', async () => {
    const [seller, first, second] = [await student(), await student(), await student()];
    const listing = await listed(seller);
    const a: Offer = (await first.call('POST', `/api/listings/${listing.id}/offers`, { amount: 400 })).json();
    const b: Offer = (
      await second.call('POST', `/api/listings/${listing.id}/offers`, { amount: 420 })
    ).json();
    const answers = await Promise.all([
      seller.call('POST', `/api/offers/${a.id}/accept`),
      seller.call('POST', `/api/offers/${b.id}/accept`),
      seller.call('POST', `/api/offers/${a.id}/accept`),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409, 409]);
    const stored = [await storedOffer(a.id), await storedOffer(b.id)];
    expect(stored.filter((row) => row?.status === 'accepted')).toHaveLength(1);
  });

  it('the same offer accepted twice at once is accepted once, and told once', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const made: Offer = (
      await buyer.call('POST', `/api/listings/${listing.id}/offers`, { amount: 400 })
    ).json();
    const answers = await Promise.all([
      seller.call('POST', `/api/offers/${made.id}/accept`),
      seller.call('POST', `/api/offers/${made.id}/accept`),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    const notices = (await buyer.call('GET', '/api/notifications')).json();
    expect(notices.filter((notice: { kind: string }) => notice.kind === 'offer_accepted')).toHaveLength(1);
  });

  it('an offer expiring during an online checkout: the order is refused, the payment refunded, the offer unused', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const agreed = await agreedAt450(seller, buyer, listing.id);
    const paid = await buyer.payOnline(line(listing.id));
    await t.database.db
      .update(offers)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, agreed.id));
    const placed = await buyer.placeOnlineOrder(line(listing.id), paid);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ code: 'payment.amount_mismatch' });
    expect(placed.json().notes).toEqual([
      { code: 'checkout.payment_refunded', params: { amount: '₹517.50' } },
    ]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, paid.providerOrder.id));
    expect(payment?.status).toBe('refunded');
    expect(await storedOffer(agreed.id)).toMatchObject({ status: 'accepted', usedByOrderId: null });
    // Bought afterwards at the asking price, with its own payment.
    const again = await buyer.placeOnlineOrder(line(listing.id), await buyer.payOnline(line(listing.id)));
    expect(again.json()).toMatchObject({ subtotal: '500.00', totalAmount: '550.00' });
  });
});
