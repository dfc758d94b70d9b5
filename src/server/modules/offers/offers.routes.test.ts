import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import type { Offer } from '../../../domain/contracts/offers.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { offers } from './offers.tables.ts';

/*
 * Offers on a listing (docs/decisions/038-offers.md): making, answering and reading them, their limits, who may do
 * what, their clocks, and the listing leaving the marketplace. Checkout at an offer's price, and the races, are in
 * offers-checkout.routes.test.ts.
 */

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
const student = () => newStudent(t);

const offer = (buyer: Student, productId: number, amount: unknown) =>
  buyer.call('POST', `/api/listings/${productId}/offers`, { amount });
const answer = (by: Student, offerId: number, action: 'accept' | 'decline' | 'counter', amount?: number) =>
  by.call('POST', `/api/offers/${offerId}/${action}`, action === 'counter' ? { amount } : undefined);
const listed = (seller: Student, price = '500.00', quantity = 1) =>
  createProduct(t.database.db, seller.user.id, { price, quantity, title: 'HC Verma Part 1' });

async function offerMade(buyer: Student, productId: number, amount = 400): Promise<Offer> {
  const made = await offer(buyer, productId, amount);
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

async function notices(of: Student): Promise<Notification[]> {
  return (await of.call('GET', '/api/notifications')).json();
}

/** Moves an offer's clocks by hand, as if the hours had passed. */
async function setClocks(offerId: number, clocks: { answerBy?: Date; holdUntil?: Date }) {
  await t.database.db.update(offers).set(clocks).where(eq(offers.id, offerId));
}

/** How a student is named to others (test accounts have no full name). */
const nameOf = (who: Student) => who.user.fullName ?? who.user.username;

const anHourAgo = () => new Date(Date.now() - 3_600_000);

describe('making an offer', () => {
  it('records an offer below the asking price and tells the seller by notification and e-mail', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const before = Date.now();
    const made = await offerMade(buyer, listing.id, 400);
    expect(made).toMatchObject({
      productId: listing.id,
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      askingPrice: '500.00',
      amount: '400.00',
      counterAmount: null,
      acceptedAmount: null,
      state: 'open',
      closedReason: null,
      holdUntil: null,
    });
    // 48 hours to answer.
    const hours = (Date.parse(made.answerBy) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);

    const [notice] = await notices(seller);
    expect(notice).toMatchObject({
      type: 'offer',
      kind: 'offer_made',
      productId: listing.id,
      link: `/product/${listing.id}`,
      message: `${nameOf(buyer)} offered ₹400.00 for "HC Verma Part 1".`,
    });
    const mail = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, seller.user.id), eq(mailOutbox.kind, 'offer_made')));
    expect(mail).toEqual([{ subject: `${nameOf(buyer)} offered ₹400.00 for "HC Verma Part 1"` }]);
  });

  it('refuses an amount that is not whole rupees, not below the asking price, under half of it, or too large', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller, '499.00');
    const cases: [unknown, string][] = [
      [400.5, 'Enter an amount in whole rupees'],
      ['400.50', 'Enter an amount in whole rupees'],
      [0, 'Enter an amount in whole rupees'],
      [-5, 'Enter an amount in whole rupees'],
      ['four hundred', 'Enter an amount in whole rupees'],
      [undefined, 'Enter an amount in whole rupees'],
      [20_000_000, 'The amount is too large'],
      [499, 'An offer must be below the asking price of ₹499.00'],
      [600, 'An offer must be below the asking price of ₹499.00'],
      [249, 'An offer must be at least ₹250.00, half the asking price'],
    ];
    for (const [amount, message] of cases) {
      const refused = await offer(buyer, listing.id, amount);
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json().message, String(amount)).toBe(message);
    }
    // Half of ₹499, rounded up to a whole rupee, is the lowest; digits from a form field count as a number.
    expect((await offer(buyer, listing.id, '250')).statusCode).toBe(201);
  });

  it('answers 401 signed out, 404 for a listing that is not there, 400 on one’s own listing', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/offers`,
      payload: { amount: 400 },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await offer(buyer, 99_999_999, 400)).json()).toMatchObject({ code: 'product.not_found' });
    const own = await offer(seller, listing.id, 400);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: 'You cannot make an offer on your own listing' });
    const badId = await buyer.call('POST', '/api/listings/abc/offers', { amount: 400 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'Product id must be a number' });
  });

  it('refuses an offer between students when either blocked the other, without saying why', async () => {
    const [seller, buyer, other] = [await student(), await student(), await student()];
    const listing = await listed(seller, '500.00', 3);
    await seller.call('PUT', `/api/blocks/${buyer.user.id}`);
    await other.call('PUT', `/api/blocks/${seller.user.id}`);
    for (const who of [buyer, other]) {
      const refused = await offer(who, listing.id, 400);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'contact.unavailable' });
    }
  });

  it('keeps one offer in play per buyer and listing; a declined or expired one makes room for another', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const first = await offerMade(buyer, listing.id, 400);
    const again = await offer(buyer, listing.id, 420);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'offer.already_open' });
    await answer(seller, first.id, 'decline');
    const second = await offerMade(buyer, listing.id, 420);
    await setClocks(second.id, { answerBy: anHourAgo() });
    await offerMade(buyer, listing.id, 440);
  });

  it('allows 20 offers a day and refuses the 21st', async () => {
    const [seller, buyer] = [await student(), await student()];
    for (let made = 0; made < 20; made++) await offerMade(buyer, (await listed(seller)).id, 300);
    const refused = await offer(buyer, (await listed(seller)).id, 300);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'You can make at most 20 offers a day. Please try again tomorrow.',
      code: 'offer.daily_limit',
    });
  });

  it('refuses an offer on a sold-out listing', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller, '500.00', 0);
    const refused = await offer(buyer, listing.id, 400);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This listing is no longer for sale' });
  });
});

describe('answering an offer', () => {
  it('lets the seller counter and the buyer accept the counter, each told', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const made = await offerMade(buyer, listing.id, 400);
    const countered = await answer(seller, made.id, 'counter', 450);
    expect(countered.statusCode).toBe(200);
    expect(countered.json()).toMatchObject({ state: 'countered', counterAmount: '450.00', amount: '400.00' });
    expect((await notices(buyer))[0]).toMatchObject({
      kind: 'offer_countered',
      message: `${nameOf(seller)} countered your offer for "HC Verma Part 1" with ₹450.00.`,
    });

    const accepted = await answer(buyer, made.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const body: Offer = accepted.json();
    expect(body).toMatchObject({ state: 'accepted', acceptedAmount: '450.00' });
    const hold = (Date.parse(body.holdUntil ?? '') - Date.now()) / 3_600_000;
    expect(hold).toBeGreaterThan(23.9);
    expect(hold).toBeLessThanOrEqual(24);
    expect((await notices(seller))[0]).toMatchObject({
      kind: 'offer_accepted',
      params: { by: 'buyer', amount: 45_000 },
    });
  });

  it('lets the seller accept the buyer’s own offer, which then holds its price for the buyer', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const made = await offerMade(buyer, listing.id, 400);
    const accepted = await answer(seller, made.id, 'accept');
    expect(accepted.json()).toMatchObject({ state: 'accepted', acceptedAmount: '400.00' });
    expect((await notices(buyer))[0]).toMatchObject({
      kind: 'offer_accepted',
      message: `${nameOf(seller)} accepted your offer of ₹400.00 for "HC Verma Part 1". Check out within 24 hours to buy it at that price.`,
    });
  });

  it('refuses a counter that is not strictly between the offer and the asking price', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const made = await offerMade(buyer, listing.id, 400);
    for (const amount of [400, 390, 500, 550]) {
      const refused = await answer(seller, made.id, 'counter', amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A counter offer must be more than ₹400.00 and less than ₹500.00');
    }
    expect((await answer(seller, made.id, 'counter', 450.5)).json().message).toBe(
      'Enter an amount in whole rupees',
    );
  });

  it('lets each side answer only when the offer waits for them', async () => {
    const [seller, buyer, stranger] = [await student(), await student(), await student()];
    const listing = await listed(seller);
    const made = await offerMade(buyer, listing.id, 400);
    // The buyer cannot answer their own offer; a stranger cannot answer at all.
    for (const action of ['accept', 'counter'] as const) {
      const own = await answer(buyer, made.id, action, 450);
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ message: 'This offer is not waiting for your answer' });
      const stranger403 = await answer(stranger, made.id, action, 450);
      expect(stranger403.statusCode).toBe(403);
      expect(stranger403.json()).toMatchObject({ message: 'This is not your offer' });
    }
    await answer(seller, made.id, 'counter', 450);
    // Now it waits for the buyer: the seller cannot take their own counter, nor counter again.
    expect((await answer(seller, made.id, 'accept')).statusCode).toBe(409);
    expect((await answer(seller, made.id, 'counter', 460)).statusCode).toBe(409);
    // The buyer cannot counter a counter.
    expect((await answer(buyer, made.id, 'counter', 420)).statusCode).toBe(409);
    const declined = await answer(buyer, made.id, 'decline');
    expect(declined.json()).toMatchObject({ state: 'declined' });
    expect((await notices(seller))[0]).toMatchObject({ kind: 'offer_declined', params: { by: 'buyer' } });
    // A declined offer is over.
    expect((await answer(seller, made.id, 'accept')).statusCode).toBe(409);
    expect((await answer(seller, 99_999_999, 'accept')).statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/offers/${made.id}/decline` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('expires an offer nobody answered within 48 hours, and an acceptance not used within 24', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const made = await offerMade(buyer, listing.id, 400);
    await setClocks(made.id, { answerBy: anHourAgo() });
    const late = await answer(seller, made.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'This offer has expired' });

    const second = await offerMade(buyer, listing.id, 410);
    await answer(seller, second.id, 'counter', 450);
    await setClocks(second.id, { answerBy: anHourAgo() });
    expect((await answer(buyer, second.id, 'accept')).json()).toMatchObject({ code: 'offer.expired' });

    const third = await offerMade(buyer, listing.id, 420);
    await answer(seller, third.id, 'accept');
    await setClocks(third.id, { holdUntil: anHourAgo() });
    const list = await buyer.call('GET', `/api/listings/${listing.id}/offers`);
    expect((list.json().offers as Offer[]).map((each) => each.state)).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
  });

  it('refuses to accept or counter when either side blocked the other since the offer', async () => {
    const [seller, buyer] = [await student(), await student()];
    const listing = await listed(seller);
    const made = await offerMade(buyer, listing.id, 400);
    await buyer.call('PUT', `/api/blocks/${seller.user.id}`);
    expect((await answer(seller, made.id, 'accept')).json()).toMatchObject({ code: 'contact.unavailable' });
    expect((await answer(seller, made.id, 'counter', 450)).statusCode).toBe(403);
    // Declining stays possible.
    expect((await answer(seller, made.id, 'decline')).statusCode).toBe(200);
  });

  it('promises no more units than the listing has: a second acceptance waits for the first to be used or run out', async () => {
    const [seller, first, second] = [await student(), await student(), await student()];
    const listing = await listed(seller);
    const a = await offerMade(first, listing.id, 400);
    const b = await offerMade(second, listing.id, 420);
    expect((await answer(seller, a.id, 'accept')).statusCode).toBe(200);
    const refused = await answer(seller, b.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'offer.all_units_promised' });
    await setClocks(a.id, { holdUntil: anHourAgo() });
    expect((await answer(seller, b.id, 'accept')).statusCode).toBe(200);
  });
});

describe('reading the offers on a listing', () => {
  it('shows a buyer their own, and the seller one buyer’s or everyone’s; others get 403, a missing listing 404', async () => {
    const [seller, buyer, other] = [await student(), await student(), await student()];
    const listing = await listed(seller, '500.00', 2);
    const mine = await offerMade(buyer, listing.id, 400);
    const theirs = await offerMade(other, listing.id, 420);
    const read = async (who: Student, query = '') => {
      const answered = await who.call('GET', `/api/listings/${listing.id}/offers${query}`);
      return {
        status: answered.statusCode,
        ids: (answered.json().offers ?? []).map((each: Offer) => each.id),
      };
    };
    expect(await read(buyer)).toEqual({ status: 200, ids: [mine.id] });
    expect(await read(buyer, `?buyerId=${buyer.user.id}`)).toEqual({ status: 200, ids: [mine.id] });
    expect(await read(seller, `?buyerId=${other.user.id}`)).toEqual({ status: 200, ids: [theirs.id] });
    expect(await read(seller)).toEqual({ status: 200, ids: [mine.id, theirs.id] });
    expect((await read(buyer, `?buyerId=${other.user.id}`)).status).toBe(403);
    const sellerView = (await seller.call('GET', `/api/listings/${listing.id}/offers`)).json().offers[0];
    expect(sellerView.buyerName).toBe(nameOf(buyer));
    expect((await buyer.call('GET', '/api/listings/99999999/offers')).statusCode).toBe(404);
    const badQuery = await buyer.call('GET', `/api/listings/${listing.id}/offers?buyerId=x`);
    expect(badQuery.json()).toMatchObject({ message: 'Buyer id must be a number' });
    expect((await t.app.inject(`/api/listings/${listing.id}/offers`)).statusCode).toBe(401);
  });
});

describe('a listing leaving the marketplace', () => {
  it('closes the offers in play when its seller deletes it, and tells each buyer', async () => {
    const [seller, buyer, other] = [await student(), await student(), await student()];
    const listing = await listed(seller, '500.00', 2);
    const open = await offerMade(buyer, listing.id, 400);
    const accepted = await offerMade(other, listing.id, 420);
    await answer(seller, accepted.id, 'accept');
    expect((await seller.call('DELETE', `/api/products/${listing.id}`)).statusCode).toBe(200);

    const read = (await buyer.call('GET', `/api/listings/${listing.id}/offers`)).json().offers;
    expect(read).toMatchObject([{ id: open.id, state: 'closed', closedReason: 'withdrawn' }]);
    for (const who of [buyer, other]) {
      expect((await notices(who))[0]).toMatchObject({
        kind: 'offer_closed',
        message: 'Your offer for "HC Verma Part 1" has ended: the listing was withdrawn.',
      });
    }
  });
});
