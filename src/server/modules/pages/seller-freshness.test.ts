import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { buildPageRenderer, removePageRenderer, webDirFor } from '../../test/page-renderer-build.ts';

/*
 * What a listing says of its seller is kept per seller, and guests' pages are kept and sent a while after they
 * age (docs/decisions/104-listing-pages-read-once.md): still, what changes it shows at once, on the listing's JSON
 * and on the page every guest is sent.
 */

const RENDERER = 'passiton-seller-freshness-test';
beforeAll(() => buildPageRenderer(RENDERER), 120_000);
beforeAll(() => () => removePageRenderer(RENDERER));

const t = useTestApp({
  env: {
    WEB_DIR: webDirFor(RENDERER),
    COD_OPEN_ORDER_LIMIT: '1000',
    ORDER_RATE_LIMIT: '1000',
    COD_FEE_DEBT_LIMIT: '100',
  },
  ownDatabase: true,
});

const student = () => newStudent(t);
const listingJson = async (id: number) => (await t.app.inject(`/api/products/${id}`)).json();
/** The page a guest is sent, and is sent again while it is kept. */
async function guestPage(id: number): Promise<string> {
  const page = await t.app.inject(`/product/${id}`);
  expect(page.statusCode).toBe(200);
  return page.body;
}

async function cashSale(buyer: Student, seller: Student, price: string) {
  const { orderId } = await orderFrom(t, buyer, [seller], { price });
  expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
}

describe("what a listing says of its seller, on its JSON and its guests' page", () => {
  it('shows a rating at once when it shows on the seller’s profile', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const listing = await createProduct(t.database.db, seller.user.id, { quantity: 3 });
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await handOver(seller, buyer, orderId);
    expect((await listingJson(listing.id)).seller).toMatchObject({ rating: { count: 0 }, dealsAsSeller: 1 });
    expect(await guestPage(listing.id)).toContain('"dealsAsSeller":1');

    // Double-blind: the buyer's stars show once the seller has rated too.
    await buyer.call('POST', `/api/orders/${orderId}/ratings`, { rating: 4, comment: 'Good' });
    await seller.call('POST', `/api/orders/${orderId}/ratings`, { rating: 5 });

    expect((await listingJson(listing.id)).seller).toMatchObject({ rating: { average: 4, count: 1 } });
    expect(await guestPage(listing.id)).toContain('"rating":{"average":4,"count":1}');
  });

  it('takes cash again at once when the seller pays the fees that held them over the limit', async () => {
    const [buyer, seller, admin] = await Promise.all([
      student(),
      student(),
      newStudent(t, { isAdmin: true }),
    ]);
    const listing = await createProduct(t.database.db, seller.user.id, { quantity: 3 });
    await cashSale(buyer, seller, '1000.00'); // ₹100 owed: at the limit
    await cashSale(buyer, seller, '100.00'); // ₹115 owed: over it
    expect(await listingJson(listing.id)).toMatchObject({ cashOnDelivery: false });
    expect(await guestPage(listing.id)).toContain('"cashOnDelivery":false');

    const paid = await admin.call('POST', `/api/admin/payouts/${seller.user.id}/fees-paid`, {
      amount: '15',
      reference: 'UPI-7',
    });
    expect(paid.statusCode).toBe(200);

    expect(await listingJson(listing.id)).toMatchObject({ cashOnDelivery: true });
    expect(await guestPage(listing.id)).toContain('"cashOnDelivery":true');
  });

  it('marks the listing unavailable, with no profile link, at once when its seller is suspended', async () => {
    const [reporter, seller, admin] = await Promise.all([
      student(),
      student(),
      newStudent(t, { isAdmin: true }),
    ]);
    const listing = await createProduct(t.database.db, seller.user.id);
    expect(await listingJson(listing.id)).toMatchObject({
      unavailable: false,
      seller: { username: seller.user.username },
    });
    expect(await guestPage(listing.id)).toContain('"unavailable":false');

    const report = await reporter.call('POST', '/api/reports', {
      targetType: 'user',
      targetId: seller.user.id,
      reason: 'scam',
    });
    const resolved = await admin.call('POST', `/api/admin/reports/${report.json().id}/resolve`, {
      action: 'suspend_user',
      reason: 'Took money and never met',
    });
    expect(resolved.statusCode).toBe(200);

    expect(await listingJson(listing.id)).toMatchObject({ unavailable: true, seller: { username: null } });
    expect(await guestPage(listing.id)).toContain('"unavailable":true');
  });
});
