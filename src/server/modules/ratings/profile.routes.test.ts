import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { users } from '../auth/auth.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
const student = () => newStudent(t);

const profileOf = (username: string) => t.app.inject(`/api/users/${encodeURIComponent(username)}/profile`);

/** A student with a verified college address, a name, an institute and a city. */
async function collegeStudent(): Promise<Student> {
  const user = await createUser(t.database.db, { email: `s${randomBytes(4).toString('hex')}@coep.ac.in` });
  await t.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), fullName: 'Priya Deshmukh', institute: 'COEP', city: 'Pune' })
    .where(eq(users.id, user.id));
  return { user, ...buyerClient(t.app, await loginAs(t.app, user)) };
}

/** A handed-over deal in which the buyer and then the seller rate each other. */
async function ratedDeal(seller: Student, stars: number, comment: string) {
  const buyer = await student();
  const { orderId } = await orderFrom(t, buyer, [seller]);
  await handOver(seller, buyer, orderId);
  await buyer.call('POST', `/api/orders/${orderId}/ratings`, { rating: stars, comment });
  await seller.call('POST', `/api/orders/${orderId}/ratings`, { rating: 5 });
  return { buyer, orderId };
}

describe('a public profile', () => {
  it('shows who the student is, their deals, their rating as a seller with its comments and their listings', async () => {
    const priya = await collegeStudent();
    await ratedDeal(priya, 5, 'Book exactly as shown');
    await ratedDeal(priya, 4, '');
    // Rated by its buyer only: hidden for 14 days, so it counts nowhere yet.
    const pending = await student();
    const { orderId } = await orderFrom(t, pending, [priya]);
    await handOver(priya, pending, orderId);
    await pending.call('POST', `/api/orders/${orderId}/ratings`, { rating: 1, comment: 'Rude' });
    const listing = await createProduct(t.database.db, priya.user.id, { title: 'Surveying by Punmia' });
    await createProduct(t.database.db, priya.user.id, { title: 'Sold out notes', quantity: 0 });

    const response = await profileOf(priya.user.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      username: priya.user.username,
      displayName: 'Priya Deshmukh',
      institute: 'COEP',
      city: 'Pune',
      verifiedStudent: true,
      dealsAsSeller: 3,
      dealsAsBuyer: 0,
      sellerRating: { average: 4.5, count: 2 },
    });
    expect(profile.latestComments).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Book exactly as shown' }),
    ]);
    // Every copy of the listings built for this test: ones sold in the deals are gone from stock.
    expect(profile.listings.map((item: { id: number }) => item.id)).toContain(listing.id);
    expect(profile.listings.map((item: { title: string }) => item.title)).not.toContain('Sold out notes');
    const body = response.body;
    expect(body).not.toContain(priya.user.email);
    expect(body).not.toContain('Rude');
    expect(body).not.toMatch(/"(email|phone|address|pickupAddress|sellerWhatsapp)"/);
  });

  it('counts the deals a student completed as a buyer', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    expect((await profileOf(buyer.user.username)).json().dealsAsBuyer).toBe(0);
    await handOver(seller, buyer, orderId);
    expect((await profileOf(buyer.user.username)).json()).toMatchObject({
      dealsAsBuyer: 1,
      sellerRating: { average: 0, count: 0 },
      latestComments: [],
    });
  });

  it('answers 404 for a username nobody has, and for an account that was deleted', async () => {
    expect((await profileOf('nobody-has-this-name')).statusCode).toBe(404);
    const leaving = await student();
    expect((await profileOf(leaving.user.username)).statusCode).toBe(200);
    const deleted = await leaving.call('DELETE', '/api/user', { password: leaving.user.password });
    expect(deleted.statusCode).toBe(200);
    const gone = await profileOf(leaving.user.username);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'user.not_found' });
  });

  it('answers 404 while the account is suspended, and shows it again once the suspension has ended', async () => {
    const suspended = await student();
    const suspend = (until: Date | null) =>
      t.database.db
        .update(users)
        .set({ suspendedUntil: until, suspensionReason: until ? 'Sold a fake calculator' : null })
        .where(eq(users.id, suspended.user.id));
    await suspend(new Date(Date.now() + 7 * 24 * 3600_000));
    const hidden = await profileOf(suspended.user.username);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'user.not_found' });
    expect(hidden.body).not.toContain('Sold a fake calculator');
    await suspend(new Date(Date.now() - 1000));
    expect((await profileOf(suspended.user.username)).statusCode).toBe(200);
  });

  it("keeps a deleted buyer's rating as its stars alone", async () => {
    const seller = await student();
    const { buyer, orderId } = await ratedDeal(seller, 2, 'Slow to reply');
    const admin = await newStudent(t, { isAdmin: true });
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'completed' });
    expect((await buyer.call('DELETE', '/api/user', { password: buyer.user.password })).statusCode).toBe(200);
    const profile = (await profileOf(seller.user.username)).json();
    expect(profile.sellerRating).toEqual({ average: 2, count: 1 });
    expect(profile.latestComments).toEqual([]);
  });
});

describe("a listing's seller", () => {
  it('comes with the link to their profile, their rating and their deals', async () => {
    const seller = await collegeStudent();
    await ratedDeal(seller, 4, 'Good');
    const listing = await createProduct(t.database.db, seller.user.id);
    const detail = (await t.app.inject(`/api/products/${listing.id}`)).json();
    expect(detail.seller).toEqual({
      username: seller.user.username,
      rating: { average: 4, count: 1 },
      dealsAsSeller: 1,
    });
  });
});
