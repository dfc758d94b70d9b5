import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { newStudent, orderFrom } from '../../test/exchange.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import type { ReceivedMail } from '../../test/mailbox.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { products } from '../products/products.tables.ts';
import { mailOutbox } from './mail.tables.ts';

const t = useTestApp({ mailbox: true });

/** A buyer with a cash order for one item from each of two sellers (the first sells two). */
async function placeOrder() {
  const [buyer, seller, otherSeller] = await Promise.all([
    createUser(t.database.db),
    createUser(t.database.db),
    createUser(t.database.db),
  ]);
  const [book, calculator, notes] = await Promise.all([
    createProduct(t.database.db, seller.id, { title: 'Higher Engineering Mathematics', price: '300.00' }),
    createProduct(t.database.db, seller.id, { title: 'Casio fx-991EX', price: '600.00' }),
    createProduct(t.database.db, otherSeller.id, { title: 'Physics notes', price: '100.00' }),
  ]);
  const cookie = await loginAs(t.app, buyer);
  const response = await buyerClient(t.app, cookie).placeCashOrder([
    { productId: book.id, quantity: 1 },
    { productId: calculator.id, quantity: 1 },
    { productId: notes.id, quantity: 1 },
  ]);
  expect(response.statusCode).toBe(201);
  return { buyer, seller, otherSeller, cookie, orderId: response.json().id as number };
}

/** The title of the one item of an order (what the seller's e-mail names). */
async function titleOf(orderId: number): Promise<string> {
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.id, line?.productId ?? 0));
  return product?.title ?? '';
}

const unsubscribeLink = (mail: ReceivedMail) => {
  const match = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in ${mail.text}`);
  return new URL(match[0]);
};

describe('order e-mails', () => {
  it('tell the buyer about the order and each seller what they sold, with the buyer’s contact', async () => {
    const { buyer, seller, otherSeller, orderId } = await placeOrder();
    await t.mailbox.deliver(t.database.db);

    const [toBuyer] = t.mailbox.to(buyer.email);
    expect(toBuyer?.subject).toBe(`Your order ${orderNumber(orderId)} is placed`);
    expect(toBuyer?.text).toContain('1 × Higher Engineering Mathematics');
    expect(toBuyer?.text).toContain('1 × Physics notes');
    expect(toBuyer?.text).toContain(`http://localhost:5000/orders/${orderId}`);
    expect(toBuyer?.html).toContain('Physics notes');

    const [toSeller] = t.mailbox.to(seller.email);
    expect(toSeller?.subject).toBe('You sold 2 items');
    expect(toSeller?.text).toContain('1 × Casio fx-991EX');
    expect(toSeller?.text).not.toContain('Physics notes');
    expect(toSeller?.text).toContain(`E-mail: ${buyer.email}`);
    expect(toSeller?.text).toContain(`Phone: ${buyer.phone}`);
    expect(toSeller?.text).toContain(`http://localhost:5000/seller-listings/sales/${orderId}`);

    const [toOtherSeller] = t.mailbox.to(otherSeller.email);
    expect(toOtherSeller?.subject).toBe('You sold "Physics notes"');

    for (const mail of [toBuyer, toSeller, toOtherSeller]) {
      const header = (name: string) => mail?.parsed.headerLines.find((line) => line.key === name)?.line;
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toMatch(
        /^List-Unsubscribe:\s+<http:\/\/localhost:5000\/api\/mail\/unsubscribe\?token=\S+>$/,
      );
    }
    // One of each per order: the dedupe keys.
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order_placed:${orderId}`));
    expect(rows).toHaveLength(1);
  });

  it('tell the buyer where to collect from each seller: the pickup place their listing gave', async () => {
    const [buyer, asha, rohan] = await Promise.all([
      createUser(t.database.db),
      createUser(t.database.db),
      createUser(t.database.db),
    ]);
    const [book, notes] = await Promise.all([
      createProduct(t.database.db, asha.id, {
        title: 'HC Verma Vol 1',
        sellerContactName: 'Asha Rao',
        pickupInstitution: 'COEP Technological University',
        pickupAddress: 'Main gate, Wellesley Road',
        pickupCity: 'Pune',
        pickupState: 'Maharashtra',
        pickupPincode: '411005',
      }),
      createProduct(t.database.db, rohan.id, {
        title: 'Physics notes',
        sellerContactName: 'Rohan Mehta',
        pickupCity: null,
        pickupState: null,
      }),
    ]);
    const placed = await buyerClient(t.app, await loginAs(t.app, buyer)).placeCashOrder([
      { productId: book.id, quantity: 1 },
      { productId: notes.id, quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(201);
    await t.mailbox.deliver(t.database.db);

    const [toBuyer] = t.mailbox.to(buyer.email);
    expect(toBuyer?.text).toContain('You collect it in person. Where to collect:');
    expect(toBuyer?.text).toContain(
      'Asha Rao:\nCOEP Technological University\nMain gate, Wellesley Road\nPune, Maharashtra 411005',
    );
    expect(toBuyer?.text).toContain('Rohan Mehta: no pickup place given. Ask them from your order page.');
    expect(toBuyer?.html).toContain(
      'Asha Rao:<br>COEP Technological University<br>Main gate, Wellesley Road<br>',
    );
    // The sellers' e-mails are about the buyer: no pickup place in them.
    expect(t.mailbox.to(asha.email)[0]?.text).not.toContain('Where to collect');
  });

  it('give the seller the name and phone the buyer typed at checkout for this order, as the sale page does', async () => {
    const [buyer, seller] = await Promise.all([
      createUser(t.database.db, { phone: '9000000001' }),
      createUser(t.database.db),
    ]);
    const book = await createProduct(t.database.db, seller.id, { title: 'Organic Chemistry' });
    const placed = await buyerClient(t.app, await loginAs(t.app, buyer)).placeCashOrder(
      [{ productId: book.id, quantity: 1 }],
      { customerName: 'Meera Hostel Warden', customerPhone: '+91 91234 56780' },
    );
    expect(placed.statusCode).toBe(201);
    await t.mailbox.deliver(t.database.db);

    const [toSeller] = t.mailbox.to(seller.email);
    expect(toSeller?.text).toContain('Good news: Meera Hostel Warden bought from you');
    expect(toSeller?.text).toContain('Meera Hostel Warden\nPhone: +91 91234 56780\n');
    expect(toSeller?.text).toContain(`E-mail: ${buyer.email}`);
    expect(toSeller?.text).not.toContain(`${buyer.username} bought`);
    expect(toSeller?.text).not.toContain(`${buyer.username}\n`);
    expect(toSeller?.text).not.toContain('9000000001');
  });

  it('are not sent to a student who turned them off in settings, and can be turned back on', async () => {
    const seller = await createUser(t.database.db);
    const cookie = await loginAs(t.app, seller);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/user/mail-preferences',
      headers: { cookie },
    });
    expect(
      before.json().preferences.map((p: { kind: string; enabled: boolean }) => [p.kind, p.enabled]),
    ).toEqual([
      ['order_placed', true],
      ['item_sold', true],
      ['order_updates', true],
      ['new_message', true],
      ['saved_search_match', true],
      ['offers', true],
    ]);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: { cookie },
      payload: { kind: 'item_sold', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().preferences[1]).toMatchObject({ kind: 'item_sold', enabled: false });

    const buyer = await createUser(t.database.db);
    const book = await createProduct(t.database.db, seller.id);
    await buyerClient(t.app, await loginAs(t.app, buyer)).placeCashOrder([
      { productId: book.id, quantity: 1 },
    ]);
    await t.mailbox.deliver(t.database.db);
    expect(t.mailbox.to(seller.email)).toHaveLength(0);
    expect(t.mailbox.to(buyer.email)).toHaveLength(1);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: { cookie },
      payload: { kind: 'password_reset', enabled: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Choose an e-mail from the list' });
  });

  it('carry a one-click unsubscribe link that needs no sign-in and turns off only that kind', async () => {
    const { buyer, seller } = await placeOrder();
    await t.mailbox.deliver(t.database.db);
    const [toSeller] = t.mailbox.to(seller.email);
    const token = unsubscribeLink(toSeller as ReceivedMail).searchParams.get('token') ?? '';
    // As a mail program does it (RFC 8058): a form post to the List-Unsubscribe address.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^You will no longer get e-mails about items you sell/);
    const cookie = await loginAs(t.app, seller);
    const preferences = await t.app.inject({
      method: 'GET',
      url: '/api/user/mail-preferences',
      headers: { cookie },
    });
    expect(preferences.json().preferences.map((p: { enabled: boolean }) => p.enabled)).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
    // Someone else's preferences are untouched.
    const buyerPreferences = await t.app.inject({
      method: 'GET',
      url: '/api/user/mail-preferences',
      headers: { cookie: await loginAs(t.app, buyer) },
    });
    expect(buyerPreferences.json().preferences.map((p: { enabled: boolean }) => p.enabled)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('tell the buyer of a cancelled paid order, its sellers, and the buyer again when the refund is processed', async () => {
    const [buyer, seller] = await Promise.all([newStudent(t), newStudent(t)]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    const cancelled = await buyer.call('PUT', `/api/orders/${orderId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundStatus: 'processed' });
    await t.mailbox.deliver(t.database.db);
    const subjects = (email: string) => t.mailbox.to(email).map((mail) => mail.subject);
    expect(subjects(buyer.user.email)).toEqual(
      expect.arrayContaining([
        `Your order ${orderNumber(orderId)} is placed`,
        `Your order ${orderNumber(orderId)} is now cancelled`,
        'Your refund of ₹287.50 is on its way',
      ]),
    );
    expect(subjects(buyer.user.email)).toHaveLength(3);
    const refundMail = t.mailbox.to(buyer.user.email).find((mail) => mail.subject.startsWith('Your refund'));
    expect(refundMail?.text).toContain(`for order ${orderNumber(orderId)}`);
    // Money owed is always told: no unsubscribe link.
    expect(refundMail?.text).not.toContain('Unsubscribe');
    expect(subjects(seller.user.email)).toEqual([
      `You sold "${await titleOf(orderId)}"`,
      `Order ${orderNumber(orderId)} is cancelled`,
    ]);
  });

  it('refuses an unsubscribe token that was not signed by the app', async () => {
    const seller = await createUser(t.database.db);
    for (const token of [`${seller.id}.item_sold.forged`, `${seller.id}.password_reset.x`, 'nonsense']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${token}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'This unsubscribe link is not valid. Change your e-mail settings instead.',
      });
    }
  });

  it('limits unsubscribe attempts to AUTH_RATE_LIMIT a minute from one address', async () => {
    const limited = await t.withSettings({ AUTH_RATE_LIMIT: '3' });
    const attempt = () =>
      limited.inject({ method: 'POST', url: '/api/mail/unsubscribe?token=1.item_sold.x' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
