import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../../domain/api-errors.ts';
import { WRONG_PASSWORD } from '../../../domain/contracts/auth.ts';
import { DELETED_LISTING_TITLE, DELETED_STUDENT } from '../../../domain/display-name.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, noticesAbout, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct, loginAs, registrationFor, uniqueCity } from '../../test/factories.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { favourites } from '../favourites/favourites.tables.ts';
import { mailOptOuts, mailOutbox } from '../mail/mail.tables.ts';
import { orderMessages } from '../messages/messages.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { ORDERS_IN_PROGRESS } from '../orders/account-deletion.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { payoutEntries } from '../payouts/payouts.tables.ts';
import { products } from '../products/products.tables.ts';
import { reviews } from '../reviews/reviews.tables.ts';
import { savedSearches } from '../saved-searches/saved-searches.tables.ts';
import { accountTokens, sessions, users } from './auth.tables.ts';

/** DELETE /api/user (docs/decisions/029-deleting-an-account.md). */

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });

const db = () => t.database.db;
const deleteAccount = (student: Student, payload: object) => student.call('DELETE', '/api/user', payload);
const finish = (orderId: number) =>
  db().update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId));
const liveListingsOf = (sellerId: number) =>
  db()
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.deletedAt)));

/** A student who bought and sold (both orders over, the sale paid out), lists a book and keeps a little of everything. */
async function studentWithAHistory() {
  const student = await newStudent(t);
  const other = await newStudent(t);
  const bought = await orderFrom(t, student, [other]);
  await finish(bought.orderId);
  const sold = await orderFrom(t, other, [student], { online: true });
  expect(
    (await student.call('POST', `/api/orders/${sold.orderId}/messages`, { text: 'See you at the gate' }))
      .statusCode,
  ).toBe(201);
  expect((await handOver(student, other, sold.orderId)).statusCode).toBe(200);
  await finish(sold.orderId);
  await db()
    .update(payoutEntries)
    .set({ paidAt: new Date(), payoutReference: 'UTR-1' })
    .where(eq(payoutEntries.sellerId, student.user.id));
  const city = uniqueCity();
  const listing = await createProduct(db(), student.user.id, {
    pickupCity: city,
    sellerWhatsapp: '9876543210',
    sellerContactName: 'Asha Rao',
  });
  const [othersBook] = bought.listings;
  if (!othersBook) throw new Error('no listing bought');
  await db().insert(cartItems).values({ userId: student.user.id, productId: othersBook.id });
  await db().insert(favourites).values({ userId: student.user.id, productId: othersBook.id });
  await db()
    .insert(savedSearches)
    .values({ userId: student.user.id, query: { q: 'maths' }, queryKey: 'q=maths' });
  await db().insert(reviews).values({
    userId: student.user.id,
    productId: othersBook.id,
    orderId: bought.orderId,
    rating: 4,
    comment: 'As described',
  });
  await db().insert(mailOptOuts).values({ userId: student.user.id, kind: 'item_sold' });
  await db().update(users).set({ institute: 'COEP', city: 'Pune' }).where(eq(users.id, student.user.id));
  return { student, other, bought, sold, listing, city, othersBook };
}

describe('DELETE /api/user', () => {
  it('erases the student, withdraws their listings, keeps their orders and ledger without them, and signs them out', async () => {
    const { student, other, bought, sold, listing, city, othersBook } = await studentWithAHistory();
    const id = student.user.id;
    const secondBrowser = await loginAs(t.app, student.user);

    const response = await deleteAccount(student, { password: student.user.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Your account has been deleted' });
    expect(response.cookies.find((cookie) => cookie.name === 'passiton.sid')).toMatchObject({ value: '' });
    // Signed out everywhere, and the password opens nothing.
    expect((await student.call('GET', '/api/user')).statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: secondBrowser },
    });
    expect(elsewhere.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: student.user.username, password: student.user.password },
    });
    expect(signIn.statusCode).toBe(401);
    const leftSessions = await db()
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${String(id)}`);
    expect(leftSessions).toHaveLength(0);

    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      username: `deleted#${id}`,
      phone: null,
      fullName: null,
      institute: null,
      city: null,
      emailVerifiedAt: null,
      isAdmin: false,
    });
    expect(row?.email).not.toBe(student.user.email);
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // The listing is gone from browse, and its contact details from the row.
    const browse = await t.app.inject({
      method: 'GET',
      url: `/api/products?city=${encodeURIComponent(city)}`,
    });
    expect(browse.json()).toEqual([]);
    const [withdrawn] = await db().select().from(products).where(eq(products.id, listing.id));
    expect(withdrawn).toMatchObject({ sellerWhatsapp: null, sellerContactName: null, pickupCity: null });
    expect(withdrawn?.deletedAt).toBeInstanceOf(Date);

    // The order they placed: amounts and items kept, their delivery details gone.
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.orderId));
    expect(order).toMatchObject({
      subtotal: '250.00',
      status: 'completed',
      customerName: DELETED_STUDENT,
      customerPhone: '',
      deliveryAddress: null,
      deliveryCity: null,
      deliveryPincode: null,
    });
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, bought.orderId))).toHaveLength(
      1,
    );

    // The order they sold in: the buyer still sees the conversation, with "Deleted student" and what they wrote
    // erased; the ledger stays.
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, sold.orderId));
    expect(line).toMatchObject({
      price: '250.00',
      sellerName: DELETED_STUDENT,
      sellerEmail: null,
      sellerPhone: null,
      pickupCity: null,
      pickupState: null,
    });
    // Their hand-over in the order's history names them no more.
    const soldOrder = (await other.call('GET', `/api/orders/detail/${sold.orderId}`)).json();
    expect(soldOrder.statusHistory).toContainEqual(
      expect.objectContaining({
        noteKind: 'part_handed_over',
        noteParams: { seller: DELETED_STUDENT, cashCollected: false },
        note: `Handed over by ${DELETED_STUDENT}`,
      }),
    );
    const conversation = (await other.call('GET', `/api/orders/${sold.orderId}/messages`)).json();
    expect(conversation.conversations[0]).toMatchObject({ sellerName: DELETED_STUDENT });
    expect(conversation.conversations[0].messages[0].text).toBeNull();
    const ledger = await db().select().from(payoutEntries).where(eq(payoutEntries.sellerId, id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'earning', payoutReference: 'UTR-1' });

    // Their review stays as its rating, no one's.
    const productReviews = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/product/${othersBook.id}`,
    });
    expect(productReviews.json()).toMatchObject([
      { rating: 4, comment: '', userId: null, user: { username: null, fullName: null } },
    ]);

    // What was only theirs is gone.
    for (const table of [
      cartItems,
      favourites,
      savedSearches,
      notifications,
      mailOptOuts,
      accountTokens,
      mailOutbox,
    ]) {
      expect(await db().select().from(table).where(eq(table.userId, id))).toHaveLength(0);
    }
  });

  it('leaves no personal text: reviews keep their rating alone, listings their price, messages a mark, others\' notices "a former student"', async () => {
    const leaving = await newStudent(t);
    const buyer = await newStudent(t);
    const otherSeller = await newStudent(t);
    const seller = await newStudent(t);
    // Sold together with another seller: handing over first leaves the buyer a notice naming them.
    const sold = await orderFrom(t, buyer, [leaving, otherSeller]);
    expect(
      (await leaving.call('POST', `/api/orders/${sold.orderId}/messages`, { text: 'Meet at Gate 2, Asha' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await buyer.call('POST', `/api/orders/${sold.orderId}/messages`, {
          text: 'Thanks, see you',
          sellerId: leaving.user.id,
        })
      ).statusCode,
    ).toBe(201);
    expect((await handOver(leaving, buyer, sold.orderId)).statusCode).toBe(200);
    expect((await handOver(otherSeller, buyer, sold.orderId)).statusCode).toBe(200);
    await finish(sold.orderId);
    // Bought under a name of their own, written to the seller, and reviewed.
    const book = await createProduct(db(), seller.user.id, { quantity: 3 });
    const placed = await leaving.placeCashOrder([{ productId: book.id, quantity: 1 }], {
      customerName: 'Asha Kulkarni',
    });
    expect(placed.statusCode).toBe(201);
    const boughtId = placed.json().id as number;
    expect(
      (await leaving.call('POST', `/api/orders/${boughtId}/messages`, { text: 'I live in Hostel 4' }))
        .statusCode,
    ).toBe(201);
    await finish(boughtId);
    await db().insert(reviews).values({
      userId: leaving.user.id,
      productId: book.id,
      orderId: boughtId,
      rating: 2,
      comment: 'Asha says: torn cover',
    });
    await db()
      .insert(reviews)
      .values({ userId: buyer.user.id, productId: book.id, rating: 5, comment: 'Fine' });
    const listing = await createProduct(db(), leaving.user.id, {
      title: 'Asha Kulkarni notes',
      description: 'Call Asha in room 12',
    });
    // Others were told of the listing by its title: a saved search's match, in the bell and by e-mail.
    await db()
      .insert(notifications)
      .values({
        userId: buyer.user.id,
        type: 'saved_search',
        productId: listing.id,
        kind: 'saved_search_matched',
        params: { search: { q: 'notes' }, title: listing.title, price: 25_000 },
      });
    await db()
      .insert(mailOutbox)
      .values({
        kind: 'saved_search_match',
        userId: buyer.user.id,
        toAddress: buyer.user.email,
        subject: `New listing for your search: ${listing.title}`,
        textBody: '',
        htmlBody: '',
        messageId: `<match-${listing.id}@passiton.test>`,
        dedupeKey: `saved_search_match:${listing.id}:${buyer.user.id}`,
        status: 'sent',
      });
    const [sellerLine] = await db().select().from(orderItems).where(eq(orderItems.orderId, sold.orderId));
    const names = ['Asha Kulkarni', leaving.user.username, sellerLine?.sellerName ?? 'no snapshot'];
    const ratingBefore = (await t.app.inject({ method: 'GET', url: `/api/products/${book.id}` })).json()
      .averageRating;

    expect((await deleteAccount(leaving, { password: leaving.user.password })).statusCode).toBe(200);

    // The review counts as a rating, without its words or who gave it; the average is what it was.
    const productReviews = (
      await t.app.inject({ method: 'GET', url: `/api/reviews/product/${book.id}` })
    ).json();
    expect(productReviews).toContainEqual(
      expect.objectContaining({
        rating: 2,
        comment: '',
        userId: null,
        orderId: null,
        user: { username: null, fullName: null },
      }),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${book.id}` })).json().averageRating,
    ).toBe(ratingBefore);
    // The withdrawn listing keeps no words of theirs.
    const [withdrawn] = await db().select().from(products).where(eq(products.id, listing.id));
    expect(withdrawn).toMatchObject({ title: DELETED_LISTING_TITLE, description: '' });
    // Their messages are erased, the other side's kept.
    const conversation = (await buyer.call('GET', `/api/orders/${sold.orderId}/messages`)).json();
    const withThem = conversation.conversations.find(
      (one: { sellerId: number }) => one.sellerId === leaving.user.id,
    );
    expect(withThem.messages.map((message: { text: string | null }) => message.text)).toEqual([
      null,
      'Thanks, see you',
    ]);
    // The others' notifications name "a former student", in English and in Hindi.
    const buyersNotices = await noticesAbout(buyer, sold.orderId);
    expect(buyersNotices.map((notice) => notice.message)).toEqual(
      expect.arrayContaining([
        `A former student handed over their items in your order ${orderNumber(sold.orderId)}.`,
        `New message from a former student about order ${orderNumber(sold.orderId)}.`,
      ]),
    );
    const sellersNotices = await noticesAbout(seller, boughtId);
    expect(sellersNotices.map((notice) => notice.message)).toContain(
      `New message from a former student about order ${orderNumber(boughtId)}.`,
    );
    // Nothing anyone keeps names them: no notification, no e-mail, and no e-mail to their address.
    const allNotices = await db().select().from(notifications);
    const allMail = await db().select().from(mailOutbox);
    for (const name of names) {
      expect(allNotices.filter((notice) => JSON.stringify(notice.params).includes(name))).toEqual([]);
      expect(
        allMail.filter((mail) => `${mail.subject}${mail.textBody}${mail.htmlBody}`.includes(name)),
      ).toEqual([]);
    }
    expect(allMail.filter((mail) => mail.toAddress === leaving.user.email)).toEqual([]);
    const texts = await db().select().from(orderMessages).where(eq(orderMessages.authorId, leaving.user.id));
    expect(texts.map((message) => message.text)).toEqual([null, null]);
  });

  it('frees the old username for a new student', async () => {
    const student = await newStudent(t);
    expect((await deleteAccount(student, { password: student.user.password })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registrationFor({ username: student.user.username }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const student = await newStudent(t);
    await createProduct(db(), student.user.id);
    const response = await deleteAccount(student, { password: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: WRONG_PASSWORD });
    expect((await student.call('GET', '/api/user')).statusCode).toBe(200);
    expect(await liveListingsOf(student.user.id)).toHaveLength(1);
  });

  it('asks for the password', async () => {
    const student = await newStudent(t);
    const response = await deleteAccount(student, {});
    expect(response.statusCode).toBe(400);
    const empty = await deleteAccount(student, { password: '' });
    expect(empty.json()).toMatchObject({ message: 'Enter your password' });
  });

  it('refuses while an order they placed or sell in is in progress, and changes nothing', async () => {
    const buyer = await newStudent(t);
    const seller = await newStudent(t);
    await orderFrom(t, buyer, [seller]);
    for (const student of [buyer, seller]) {
      const response = await deleteAccount(student, { password: student.user.password });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: ORDERS_IN_PROGRESS });
      expect((await student.call('GET', '/api/user')).statusCode).toBe(200);
    }
    // Withdrawn and erased first, then refused: the whole deletion rolled back (the ordered book has copies left).
    const [kept] = await liveListingsOf(seller.user.id);
    expect(kept?.title).toMatch(/^Engineering Drawing/);
    expect(kept?.description).not.toBe('');
  });

  it('refuses while money for their sales is still to be paid out to them', async () => {
    const buyer = await newStudent(t);
    const seller = await newStudent(t);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
    await finish(orderId);
    const response = await deleteAccount(seller, { password: seller.user.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: API_ERRORS['account.payout_owed'] });
  });

  it('needs a signed-in student', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      payload: { password: 'whatever' },
    });
    expect(response.statusCode).toBe(401);
  });
});
