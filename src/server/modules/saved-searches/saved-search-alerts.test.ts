import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import type { SavedSearch } from '../../../domain/contracts/saved-searches.ts';
import { EventBus } from '../../lib/events.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { signedInStudent, uniqueCity } from '../../test/factories.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { matchListing, matchPendingListings } from './index.ts';
import { savedSearches, savedSearchPendingListings } from './saved-searches.tables.ts';

const t = useTestApp({ mailbox: true });

async function student() {
  const signedIn = await signedInStudent(t.app, t.database.db);
  const { call } = signedIn;
  return {
    ...signedIn,
    async saveSearch(query: object): Promise<SavedSearch> {
      const response = await call('POST', '/api/saved-searches', query);
      expect(response.statusCode).toBe(201);
      return response.json();
    },
    async notifications(type?: Notification['type']): Promise<Notification[]> {
      const all = (await call('GET', '/api/notifications')).json() as Notification[];
      return type ? all.filter((notification) => notification.type === type) : all;
    },
  };
}

/** A cash-on-delivery order's details (the items are added). */
const cashOrder = {
  customerName: 'Priya Sharma',
  customerPhone: '9876543210',
  deliveryAddressType: 'home',
  deliveryAddress: '12 MG Road, Shivajinagar',
  deliveryCity: 'Pune',
  deliveryState: 'Maharashtra',
  deliveryPincode: '411005',
  paymentMethod: 'cod',
};

/** Runs the matching job for one listing, as the app's interval would after the listing committed. */
const match = (productId: number) => matchListing(t.database.db, t.app.events, productId);

describe('saved-search alerts', () => {
  it('tell the saver once about a new listing that matches, by synonyms too, linking to it; never its seller', async () => {
    const [saver, seller] = await Promise.all([student(), student()]);
    const city = uniqueCity();
    await saver.saveSearch({ q: 'maths', city });
    await seller.saveSearch({ q: 'maths', city });

    const productId = await seller.list({ pickupCity: city });
    expect(await match(productId)).toBe(1);

    const [notice, ...more] = await saver.notifications('saved_search');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      productId,
      link: `/product/${productId}`,
      isRead: false,
      kind: 'saved_search_matched',
      params: {
        search: { q: 'maths', city },
        title: 'Higher Engineering Mathematics by B.S. Grewal',
        price: 45_000,
      },
      message: `A new listing matches your saved search "maths" · ${city}: "Higher Engineering Mathematics by B.S. Grewal", ₹450.00.`,
    });
    expect(await seller.notifications('saved_search')).toEqual([]);

    // The job runs again (a retry after a crash): nothing new.
    await t.database.db.insert(savedSearchPendingListings).values({ productId });
    expect(await match(productId)).toBe(0);
    expect(await match(productId)).toBe(0);
    expect(await saver.notifications('saved_search')).toHaveLength(1);
  });

  it('respect every filter of the saved search, and tell a student once however many of their searches match', async () => {
    const [saver, seller] = await Promise.all([student(), student()]);
    const city = uniqueCity();
    const matching = [
      { q: 'grewal', city },
      { q: 'engg maths grewal', city, category: 'Textbooks' },
      { category: 'Textbooks', condition: 'Good', city },
      { q: 'grewal', minPrice: 400, maxPrice: 500, city },
      { q: 'grewal', city, institution: 'college of engineering pune' },
      { q: 'casio fx991', city },
    ];
    const missing = [
      { q: 'grewal', city: uniqueCity() },
      { q: 'grewal', city, category: 'Course Notes' },
      { q: 'grewal', city, condition: 'Like New' },
      { q: 'grewal', city, maxPrice: 449 },
      { q: 'grewal', city, minPrice: 451 },
      { q: 'grewal', city, institution: 'Fergusson College' },
      { q: 'physics', city },
      { q: 'grewal solutions', city },
    ];
    for (const query of [...matching, ...missing]) await saver.saveSearch(query);

    const book = await seller.list({
      pickupCity: ` ${city.toUpperCase()} `,
      pickupInstitution: 'College of Engineering Pune',
    });
    const calculator = await seller.list({
      title: 'Casio fx-991ES Plus scientific calculator',
      description: 'Works perfectly, with its cover.',
      category: 'Calculators',
      condition: 'Like New',
      price: '700',
      pickupCity: city,
    });
    expect(await match(book)).toBe(5);
    expect(await match(calculator)).toBe(1);

    // One notice per listing, naming the first search it matches: several matching searches are one piece of news.
    const messages = (await saver.notifications('saved_search')).map((notice) => notice.message);
    expect(messages).toEqual([
      `A new listing matches your saved search "casio fx991" · ${city}: "Casio fx-991ES Plus scientific calculator", ₹700.00.`,
      `A new listing matches your saved search "grewal" · ${city}: "Higher Engineering Mathematics by B.S. Grewal", ₹450.00.`,
    ]);
  });

  it('tell a "Free only" saver of a free listing, and not of one with a price', async () => {
    const [saver, seller] = await Promise.all([student(), student()]);
    const city = uniqueCity();
    await saver.saveSearch({ q: 'grewal', city, free: 'true' });

    const priced = await seller.list({ pickupCity: city });
    const free = await seller.list({ pickupCity: city, price: '0' });
    expect(await match(priced)).toBe(0);
    expect(await match(free)).toBe(1);
    expect((await saver.notifications('saved_search')).map((notice) => notice.productId)).toEqual([free]);
  });

  it('match a listing that comes back in stock only against the searches it has not matched', async () => {
    const [saver, late, seller, buyer] = await Promise.all([student(), student(), student(), student()]);
    const city = uniqueCity();
    await saver.saveSearch({ q: 'grewal', city });
    const productId = await seller.list({ pickupCity: city });
    expect(await match(productId)).toBe(1);

    const order = await buyer.call('POST', '/api/orders', {
      ...cashOrder,
      items: [{ productId, quantity: 1 }],
    });
    expect(order.statusCode).toBe(201);
    await late.saveSearch({ q: 'grewal', city });
    const restocked = await seller.call('PUT', `/api/products/${productId}`, { quantity: 2 });
    expect(restocked.statusCode).toBe(200);

    expect(await match(productId)).toBe(1);
    expect(await saver.notifications('saved_search')).toHaveLength(1);
    expect(await late.notifications('saved_search')).toHaveLength(1);
    // An edit of a listing still in stock matches nothing again.
    await seller.call('PUT', `/api/products/${productId}`, {
      quantity: 3,
      title: 'Grewal, Higher Engineering Mathematics',
    });
    expect(await match(productId)).toBe(0);
  });

  it('match a listing back in stock because its order was cancelled', async () => {
    const [late, seller, buyer] = await Promise.all([student(), student(), student()]);
    const city = uniqueCity();
    const productId = await seller.list({ pickupCity: city });
    expect(await match(productId)).toBe(0);
    const order = await buyer.call('POST', '/api/orders', {
      ...cashOrder,
      items: [{ productId, quantity: 1 }],
    });
    expect(order.statusCode).toBe(201);
    await late.saveSearch({ q: 'grewal', city });

    const cancelled = await buyer.call('PUT', `/api/orders/${order.json().id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await match(productId)).toBe(1);
    expect(await late.notifications('saved_search')).toHaveLength(1);
  });

  it('lose nothing when matching fails: the listing stays pending until a run succeeds', async () => {
    const [saver, seller] = await Promise.all([student(), student()]);
    const city = uniqueCity();
    await saver.saveSearch({ q: 'grewal', city });
    const productId = await seller.list({ pickupCity: city });
    const stillPending = async () =>
      (
        await t.database.db
          .select()
          .from(savedSearchPendingListings)
          .where(eq(savedSearchPendingListings.productId, productId))
      ).length > 0;

    const failing = new EventBus();
    failing.on('saved_search.matched', async () => {
      throw new Error('the process died');
    });
    await expect(matchListing(t.database.db, failing, productId)).rejects.toThrow('the process died');
    expect(await saver.notifications('saved_search')).toEqual([]);
    expect(await stillPending()).toBe(true);

    // Meanwhile the search lost its match columns (as one kept before alerts existed): the job fills them first.
    await t.database.db
      .update(savedSearches)
      .set({ compiled: false, matchQuery: null, keyTerms: null, city: null })
      .where(eq(savedSearches.userId, saver.user.id));
    // Other test files' listings may wait too (a shared database): runs take the oldest first.
    while (await stillPending()) await matchPendingListings(t.database.db, t.app.events);
    const [search] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, saver.user.id));
    expect(search).toMatchObject({ compiled: true, keyTerms: ['grewal'], city: city.toLowerCase() });
    expect(await saver.notifications('saved_search')).toHaveLength(1);
  });

  it('e-mail the saver once, with a link to the listing and one to unsubscribe, unless they turned it off', async () => {
    const [saver, optedOut, seller] = await Promise.all([student(), student(), student()]);
    const city = uniqueCity();
    await saver.saveSearch({ q: 'grewal', city });
    await optedOut.saveSearch({ q: 'grewal', city });
    const off = await optedOut.call('PUT', '/api/user/mail-preferences', {
      kind: 'saved_search_match',
      enabled: false,
    });
    expect(off.statusCode).toBe(200);

    const productId = await seller.list({ pickupCity: city });
    expect(await match(productId)).toBe(2);
    const outbox = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `saved_search_match:${productId}:${saver.user.id}`));
    expect(outbox).toMatchObject([{ kind: 'saved_search_match', userId: saver.user.id }]);
    await t.mailbox.deliver(t.database.db);

    const [mail, ...more] = t.mailbox.to(saver.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New listing for your search: Higher Engineering Mathematics by B.S. Grewal');
    expect(mail?.text).toContain(`your saved search "grewal" · ${city}:`);
    expect(mail?.text).toContain('Higher Engineering Mathematics by B.S. Grewal — ₹450.00');
    expect(mail?.text).toContain(`http://localhost:5000/product/${productId}`);
    expect(mail?.text).toMatch(/Unsubscribe: http:\/\/localhost:5000\/unsubscribe\?token=\S+/);
    expect(mail?.html).toContain(`href="http://localhost:5000/product/${productId}"`);
    expect(t.mailbox.to(optedOut.user.email)).toEqual([]);
    // The in-app notice still comes.
    expect(await optedOut.notifications('saved_search')).toHaveLength(1);
  });
});

describe('favourite alerts', () => {
  it('tell who saved a listing when its price drops below the lowest they were told of, not its seller', async () => {
    const [saver, seller] = await Promise.all([student(), student()]);
    const productId = await seller.list({ pickupCity: uniqueCity() });
    for (const who of [saver, seller]) {
      expect((await who.call('PUT', `/api/favourites/${productId}`)).statusCode).toBe(200);
    }
    const setPrice = async (price: string) =>
      expect((await seller.call('PUT', `/api/products/${productId}`, { price })).statusCode).toBe(200);

    await setPrice('400');
    await setPrice('400');
    await setPrice('500');
    await setPrice('450');
    await setPrice('350');
    const notices = await saver.notifications('favourite_price_drop');
    expect(notices.map((notice) => [notice.message, notice.link])).toEqual([
      [
        'Price dropped: "Higher Engineering Mathematics by B.S. Grewal" is now ₹350.00 (was ₹450.00).',
        `/product/${productId}`,
      ],
      [
        'Price dropped: "Higher Engineering Mathematics by B.S. Grewal" is now ₹400.00 (was ₹450.00).',
        `/product/${productId}`,
      ],
    ]);
    expect(await seller.notifications('favourite_price_drop')).toEqual([]);
  });

  it('tell who saved a listing once when it sells out, not its seller or its buyer', async () => {
    const [saver, seller, buyer] = await Promise.all([student(), student(), student()]);
    const productId = await seller.list({ pickupCity: uniqueCity(), quantity: '2' });
    for (const who of [saver, seller, buyer]) await who.call('PUT', `/api/favourites/${productId}`);
    const buy = async () =>
      buyer.call('POST', '/api/orders', { ...cashOrder, items: [{ productId, quantity: 1 }] });
    expect((await buy()).statusCode).toBe(201);
    expect(await saver.notifications('favourite_sold_out')).toEqual([]);
    expect((await buy()).statusCode).toBe(201);

    const notices = await saver.notifications('favourite_sold_out');
    expect(notices.map((notice) => [notice.message, notice.link])).toEqual([
      [
        '"Higher Engineering Mathematics by B.S. Grewal", which you saved, has sold out.',
        `/product/${productId}`,
      ],
    ]);
    expect(await seller.notifications('favourite_sold_out')).toEqual([]);
    expect(await buyer.notifications('favourite_sold_out')).toEqual([]);
  });
});
