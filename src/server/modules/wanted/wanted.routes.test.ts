import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import { MAX_OPEN_WANTED, type MyWantedPost, type WantedPost } from '../../../domain/contracts/wanted.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { signedInStudent, uniqueCity } from '../../test/factories.ts';
import { CONCEPTS_OF_PHYSICS, startOpenLibraryServer } from '../../test/open-library-server.ts';
import { purgeEndedWanted } from './wanted.service.ts';
import { wantedMatches, wantedPosts } from './wanted.tables.ts';

const openLibrary = await startOpenLibraryServer();
afterAll(() => openLibrary.stop());
// A database of its own on PostgreSQL: an ISBN's title comes from earlier listings first, which other files make.
const t = useTestApp({ env: { OPEN_LIBRARY_URL: openLibrary.url }, ownDatabase: true });

async function student() {
  const signedIn = await signedInStudent(t.app, t.database.db);
  const { call } = signedIn;
  return {
    ...signedIn,
    async want(body: object): Promise<MyWantedPost> {
      const response = await call('POST', '/api/wanted', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async wantedNotices(): Promise<Notification[]> {
      const all = (await call('GET', '/api/notifications')).json() as Notification[];
      return all.filter((notification) => notification.type === 'wanted');
    },
  };
}

const publicList = async (query: string) => {
  const response = await t.app.inject({ url: `/api/wanted?${query}` });
  return {
    status: response.statusCode,
    total: response.headers['x-total-count'],
    posts: response.json() as WantedPost[],
  };
};

describe('posting a wanted book', () => {
  it('shows the post publicly without who posted it, and to its student with its state, until they close it', async () => {
    const b = await student();
    const city = uniqueCity();
    const post = await b.want({
      title: '  Organic Chemistry by Morrison ',
      maxPrice: '300',
      city,
      institution: 'MIT Pune',
    });
    expect(post).toMatchObject({
      title: 'Organic Chemistry by Morrison',
      maxPrice: '300.00',
      city,
      status: 'open',
    });
    const days = (Date.parse(post.expiresAt) - Date.parse(post.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(60);

    const listed = await publicList(`city=${city.toUpperCase()}`);
    expect([listed.status, listed.total]).toEqual([200, '1']);
    expect(listed.posts).toEqual([
      {
        id: post.id,
        title: 'Organic Chemistry by Morrison',
        isbn: null,
        maxPrice: '300.00',
        city,
        institution: 'MIT Pune',
        createdAt: post.createdAt,
      },
    ]);
    expect(JSON.stringify(listed.posts)).not.toContain(b.user.username);
    expect((await publicList(`city=${city}&q=morrison chem`)).total).toBe('1');
    expect((await publicList(`city=${city}&q=physics`)).total).toBe('0');

    const other = await student();
    expect((await other.call('DELETE', `/api/wanted/${post.id}`)).json()).toMatchObject({
      code: 'wanted.not_found',
      message: 'Wanted post not found',
    });
    const closed = await b.call('DELETE', `/api/wanted/${post.id}`);
    expect(closed.json()).toMatchObject({ id: post.id, status: 'closed' });
    expect((await publicList(`city=${city}`)).total).toBe('0');
    expect(((await b.call('GET', '/api/wanted/mine')).json() as MyWantedPost[]).map((p) => p.status)).toEqual(
      ['closed'],
    );
  });

  it('takes the title of an ISBN alone from the book lookup, and asks for it when nobody knows the book', async () => {
    const b = await student();
    const post = await b.want({ isbn: CONCEPTS_OF_PHYSICS.isbn10 });
    expect(post).toMatchObject({ title: 'Concepts of Physics: Part 1', isbn: CONCEPTS_OF_PHYSICS.isbn13 });
    expect((await publicList(`isbn=${CONCEPTS_OF_PHYSICS.isbn10}`)).posts.map((p) => p.id)).toContain(
      post.id,
    );

    const unknown = await b.call('POST', '/api/wanted', { isbn: '978-0-306-40615-7' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      "We could not find this book's title — please type it",
    ]);
  });

  it('refuses bad input with clear messages, strangers, and an eleventh open post', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/wanted', payload: { title: 'Maths' } })).statusCode,
    ).toBe(401);
    const b = await student();
    const refusal = async (body: object) => (await b.call('POST', '/api/wanted', body)).json().message;
    expect(await refusal({ maxPrice: '100' })).toBe("Give the book's title or its ISBN");
    expect(await refusal({ isbn: '978-0-306-40615-8' })).toBe(
      'That ISBN does not look right — check the digits on the back cover',
    );
    expect(await refusal({ title: 'ab' })).toBe('Title must be at least 3 characters');
    expect(await refusal({ title: 'Maths', maxPrice: 'free' })).toBe('Maximum price must be a number');
    expect((await t.app.inject({ url: '/api/wanted?limit=500' })).json().message).toBe(
      'At most 50 rows per page',
    );

    for (let n = 1; n <= MAX_OPEN_WANTED; n += 1) await b.want({ title: `Wanted book number ${n}` });
    const eleventh = await b.call('POST', '/api/wanted', { title: 'One book too many' });
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([
      400,
      `You can have at most ${MAX_OPEN_WANTED} open wanted posts; close one first`,
    ]);
  });
});

describe('telling a student when their wanted book is listed', () => {
  it('tells them once per post and listing, by ISBN or by every word of the title, never the seller of their own', async () => {
    const b = await student();
    const seller = await student();
    // ISBNs no other test lists: on PostgreSQL the test files share one database, and the book lookup reads listings.
    const byIsbn = await b.want({ title: 'HC Verma part one', isbn: '9789350190012' });
    const byWords = await b.want({ title: 'Grewal higher mathematics' });

    // Another edition's ISBN with the same words is another book; the wrong words are nothing.
    await seller.list({ title: 'HC Verma part one', isbn: '9789350190029' });
    await seller.list({ title: 'Grewal engineering drawing' });
    expect(await b.wantedNotices()).toEqual([]);

    const first = await seller.list({ title: 'Concepts of Physics', isbn: '978-93-5019-001-2' });
    const second = await seller.list({ title: 'Higher Engineering Mathematics — Grewal' });
    const notices = await b.wantedNotices();
    expect(notices.map((n) => [n.productId, n.kind === 'wanted_listed' && n.params.wanted])).toEqual([
      [second, byWords.title],
      [first, byIsbn.title],
    ]);
    expect(notices[1]?.message).toBe(
      `A listing answers your wanted post "${byIsbn.title}": "Concepts of Physics", ₹450.00.`,
    );
    expect(notices[1]?.link).toBe(`/product/${first}`);

    // "I have this" on a post the listing already answered tells nobody again.
    const again = await seller.call('POST', `/api/wanted/${byIsbn.id}/answers`, { productId: first });
    expect(again.json()).toEqual({ message: 'Already sent' });
    expect(await b.wantedNotices()).toHaveLength(2);

    // The student's own listing never answers their own post.
    await b.list({ title: 'Grewal higher mathematics' });
    expect(await b.wantedNotices()).toHaveLength(2);
  });

  it('respects the most the student will pay and the city they want it in; a closed post hears nothing', async () => {
    const b = await student();
    const seller = await student();
    const city = uniqueCity();
    await b.want({ title: 'Linear algebra Strang', maxPrice: 300, city });
    const closed = await b.want({ title: 'Strang linear algebra' });
    await b.call('DELETE', `/api/wanted/${closed.id}`);
    await seller.list({ title: 'Linear Algebra by Gilbert Strang', price: '450', pickupCity: city });
    await seller.list({ title: 'Linear Algebra by Gilbert Strang', price: '250', pickupCity: 'Elsewhere' });
    expect(await b.wantedNotices()).toEqual([]);
    const cheap = await seller.list({
      title: 'Linear Algebra by Gilbert Strang',
      price: '250',
      pickupCity: city,
    });
    expect((await b.wantedNotices()).map((n) => n.productId)).toEqual([cheap]);
  });

  it('"I have this" tells the student about a listing the words did not match, once, and only for the seller\'s own', async () => {
    const b = await student();
    const seller = await student();
    const post = await b.want({ title: 'Six easy pieces by Feynman' });
    const listing = await seller.list({ title: 'The Feynman Lectures on Physics Vol. I' });
    expect(await b.wantedNotices()).toEqual([]);

    const stranger = await student();
    const notTheirs = await stranger.call('POST', `/api/wanted/${post.id}/answers`, { productId: listing });
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([
      403,
      'Answer with a listing of your own that is on sale',
    ]);
    const own = await b.call('POST', `/api/wanted/${post.id}/answers`, { productId: listing });
    expect([own.statusCode, own.json().message]).toEqual([403, 'This is your own wanted post']);
    const missing = await seller.call('POST', '/api/wanted/999999/answers', { productId: listing });
    expect(missing.statusCode).toBe(404);

    const answered = await seller.call('POST', `/api/wanted/${post.id}/answers`, { productId: listing });
    expect(answered.json()).toEqual({ message: 'Sent' });
    expect(
      (await seller.call('POST', `/api/wanted/${post.id}/answers`, { productId: listing })).json(),
    ).toEqual({
      message: 'Already sent',
    });
    expect((await b.wantedNotices()).map((n) => n.productId)).toEqual([listing]);

    await b.call('DELETE', `/api/wanted/${post.id}`);
    const late = await seller.call('POST', `/api/wanted/${post.id}/answers`, { productId: listing });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This wanted post is closed']);
  });
});

describe('blocks between a seller and a wanting student', () => {
  it('tell the student nothing of the seller\'s listing, and refuse "I have this", whichever of them blocked', async () => {
    const b = await student();
    const blockedSeller = await student();
    const blockingSeller = await student();
    const post = await b.want({ title: 'Thermodynamics by P K Nag' });
    await b.call('PUT', `/api/blocks/${blockedSeller.user.id}`);
    await blockingSeller.call('PUT', `/api/blocks/${b.user.id}`);

    for (const seller of [blockedSeller, blockingSeller]) {
      const listing = await seller.list({ title: 'Engineering Thermodynamics by P K Nag' });
      const answered = await seller.call('POST', `/api/wanted/${post.id}/answers`, { productId: listing });
      expect([answered.statusCode, answered.json().message]).toEqual([
        403,
        'You cannot message or order from this student',
      ]);
    }
    expect(await b.wantedNotices()).toEqual([]);

    const welcome = await student();
    const listing = await welcome.list({ title: 'Engineering Thermodynamics by P K Nag' });
    expect((await b.wantedNotices()).map((n) => n.productId)).toEqual([listing]);
  });
});

describe('counting the students who want a book', () => {
  it('counts students by ISBN or title, in the city when some there want it, else everywhere', async () => {
    const city = uniqueCity();
    const isbn = '9780070634176';
    const count = async (query: string) => (await t.app.inject({ url: `/api/wanted/count?${query}` })).json();
    expect(await count(`isbn=${isbn}`)).toEqual({ count: 0, city: null });
    const first = await student();
    await first.want({ title: 'Digital design Morris Mano', isbn, city });
    await first.want({ title: 'Morris Mano digital design' });
    const second = await student();
    await second.want({ title: 'Mano digital design' });

    expect(await count(`isbn=${isbn}&city=${city}`)).toEqual({ count: 1, city });
    expect(
      await count(`title=${encodeURIComponent('Digital Design (5th ed.) by M. Morris Mano')}&city=Nowhere`),
    ).toEqual({
      count: 2,
      city: null,
    });
    expect((await t.app.inject({ url: '/api/wanted/count?isbn=123' })).statusCode).toBe(400);
  });
});

describe('ended posts', () => {
  it("stay on their student's list for 30 days after they close or expire, then go with their matches", async () => {
    const b = await student();
    const seller = await student();
    const closedLongAgo = await b.want({ title: 'Pradeep Objective Chemistry' });
    const expiredLongAgo = await b.want({ title: 'Arihant Reasoning' });
    const closedLately = await b.want({ title: 'Ncert Exemplar Physics' });
    const open = await b.want({ title: 'RD Sharma Class 12' });
    await seller.list({ title: 'Pradeep Objective Chemistry' });
    const matchesOf = (wantedId: number) =>
      t.database.db.select().from(wantedMatches).where(eq(wantedMatches.wantedId, wantedId));
    expect(await matchesOf(closedLongAgo.id)).toHaveLength(1);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const db = t.database.db;
    await db
      .update(wantedPosts)
      .set({ closedAt: daysAgo(31) })
      .where(eq(wantedPosts.id, closedLongAgo.id));
    await db
      .update(wantedPosts)
      .set({ expiresAt: daysAgo(31) })
      .where(eq(wantedPosts.id, expiredLongAgo.id));
    await db
      .update(wantedPosts)
      .set({ closedAt: daysAgo(29) })
      .where(eq(wantedPosts.id, closedLately.id));

    expect(await purgeEndedWanted(db)).toBe(2);

    const mine = (await b.call('GET', '/api/wanted/mine')).json() as MyWantedPost[];
    expect(mine.map((post) => post.id).sort()).toEqual([closedLately.id, open.id].sort());
    expect(await matchesOf(closedLongAgo.id)).toEqual([]);
  });
});
