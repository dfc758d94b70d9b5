import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import type { Product } from '../../../domain/contracts/products.ts';
import type { ModerationDesk } from '../../../domain/contracts/reports.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct, uniqueCity } from '../../test/factories.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { products } from '../products/products.tables.ts';
import { reviews } from '../reviews/reviews.tables.ts';
import { reports } from './moderation.tables.ts';

const t = useTestApp();
const student = () => newStudent(t);
const admin = () => newStudent(t, { isAdmin: true });

const report = (reporter: Student, body: object) => reporter.call('POST', '/api/reports', body);
const listingReport = (targetId: number, reason = 'scam') => ({ targetType: 'listing', targetId, reason });

async function desk(by: Student): Promise<ModerationDesk> {
  const answer = await by.call('GET', '/api/admin/reports');
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function browseCity(by: Student | undefined, city: string): Promise<string[]> {
  const url = `/api/products?city=${encodeURIComponent(city)}`;
  const answer = by ? await by.call('GET', url) : await t.app.inject(url);
  return (answer.json() as Product[]).map((product) => product.title);
}

async function notices(of: Student): Promise<Notification[]> {
  return (await of.call('GET', '/api/notifications')).json();
}

describe('reporting', () => {
  it('records a report and answers the open one again when the same student reports the same thing', async () => {
    const [seller, reporter] = [await student(), await student()];
    const listing = await createProduct(t.database.db, seller.user.id);

    const first = await report(reporter, {
      ...listingReport(listing.id),
      details: 'Asked me to pay by UPI first',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      targetType: 'listing',
      targetId: listing.id,
      reason: 'scam',
      details: 'Asked me to pay by UPI first',
      status: 'open',
    });
    const again = await report(reporter, listingReport(listing.id, 'spam'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a report about oneself or what one posted', async () => {
    const seller = await student();
    const listing = await createProduct(t.database.db, seller.user.id);
    for (const body of [
      listingReport(listing.id),
      { targetType: 'user', targetId: seller.user.id, reason: 'spam' },
    ]) {
      const answer = await report(seller, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'report.own' });
    }
  });

  it('allows 10 reports a day and refuses the eleventh', async () => {
    const [seller, reporter] = [await student(), await student()];
    for (let made = 0; made < 10; made++) {
      const listing = await createProduct(t.database.db, seller.user.id);
      expect((await report(reporter, listingReport(listing.id))).statusCode).toBe(201);
    }
    const listing = await createProduct(t.database.db, seller.user.id);
    const refused = await report(reporter, listingReport(listing.id));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'You can make at most 10 reports a day. Please try again tomorrow.',
      code: 'report.daily_limit',
    });
  });

  it('validates the body: a known reason, details for "other", at most 1,000 characters', async () => {
    const [seller, reporter] = [await student(), await student()];
    const listing = await createProduct(t.database.db, seller.user.id);
    const cases: [object, string][] = [
      [{ ...listingReport(listing.id), reason: 'ugly' }, 'Choose a reason from the list'],
      [{ ...listingReport(listing.id), reason: 'other' }, 'Please tell us what is wrong'],
      [
        { ...listingReport(listing.id), details: 'x'.repeat(1001) },
        'Details must be at most 1,000 characters',
      ],
      [{ ...listingReport(listing.id), targetType: 'order' }, 'Choose what you are reporting'],
    ];
    for (const [body, message] of cases) {
      const answer = await report(reporter, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message });
    }
  });

  it('answers 401 signed out and 404 for a thing that is not there or not the reporter\u2019s to see', async () => {
    const [buyer, seller, stranger] = [await student(), await student(), await student()];
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reports', payload: listingReport(1) })).statusCode,
    ).toBe(401);
    expect((await report(stranger, listingReport(99_999_999))).statusCode).toBe(404);
    expect(
      (await report(stranger, { targetType: 'review', targetId: 99_999_999, reason: 'spam' })).statusCode,
    ).toBe(404);
    // A message can be reported by the two people of its conversation only.
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const posted = await seller.call('POST', `/api/orders/${orderId}/messages`, {
      text: 'Pay me on paytm first',
    });
    const messageReport = { targetType: 'message', targetId: posted.json().id, reason: 'scam' };
    expect((await report(stranger, messageReport)).statusCode).toBe(404);
    expect((await report(buyer, messageReport)).statusCode).toBe(201);
  });

  it('hides a listing three different students reported until an admin decides', async () => {
    const seller = await student();
    const city = uniqueCity();
    const listing = await createProduct(t.database.db, seller.user.id, {
      title: 'Reported copy',
      pickupCity: city,
    });
    const [a, b, c] = [await student(), await student(), await student()];
    await report(a, listingReport(listing.id));
    // The same student twice counts once.
    await report(a, listingReport(listing.id, 'spam'));
    await report(b, listingReport(listing.id));
    expect(await browseCity(undefined, city)).toEqual(['Reported copy']);
    await report(c, listingReport(listing.id, 'prohibited'));
    expect(await browseCity(undefined, city)).toEqual([]);
    expect((await t.app.inject(`/api/products/${listing.id}`)).json()).toMatchObject({ unavailable: true });

    const group = (await desk(await admin())).reports.find((entry) => entry.targetId === listing.id);
    expect(group).toMatchObject({
      targetType: 'listing',
      reporters: 3,
      hidden: 'reports',
      excerpt: 'Reported copy',
    });
  });
});

describe('the moderation desk', () => {
  it('lists open reports grouped by thing, most reported first, with reasons and details', async () => {
    const seller = await student();
    const once = await createProduct(t.database.db, seller.user.id);
    const twice = await createProduct(t.database.db, seller.user.id);
    const [a, b] = [await student(), await student()];
    await report(a, listingReport(once.id));
    await report(a, { ...listingReport(twice.id, 'other'), details: 'Photos of another book' });
    await report(b, listingReport(twice.id, 'misleading'));

    const groups = (await desk(await admin())).reports.filter((g) =>
      [once.id, twice.id].includes(g.targetId),
    );
    expect(groups.map((group) => group.targetId)).toEqual([twice.id, once.id]);
    expect(groups[0]).toMatchObject({
      reporters: 2,
      owner: { id: seller.user.id, username: seller.user.username },
      link: `/product/${twice.id}`,
      details: [{ reason: 'other', text: 'Photos of another book' }],
    });
    expect(groups[0]?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'other', count: 1 },
        { reason: 'misleading', count: 1 },
      ]),
    );
  });

  it('is for admins only', async () => {
    const someone = await student();
    expect((await t.app.inject('/api/admin/reports')).statusCode).toBe(401);
    expect((await someone.call('GET', '/api/admin/reports')).statusCode).toBe(403);
    expect(
      (await someone.call('POST', '/api/admin/reports/1/resolve', { action: 'dismiss', reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('hides a listing with a reason: the seller is told by notification and e-mail, reporters hear the outcome, all audited', async () => {
    const [seller, reporter, moderator] = [await student(), await student(), await admin()];
    const city = uniqueCity();
    const listing = await createProduct(t.database.db, seller.user.id, {
      title: 'Fake notes',
      pickupCity: city,
    });
    const { id } = (await report(reporter, listingReport(listing.id))).json();

    const resolved = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'hide_listing',
      reason: 'The notes are copied from a paid course',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ action: 'hide_listing', reports: 1 });
    expect(await browseCity(undefined, city)).toEqual([]);
    expect((await t.app.inject(`/api/products/${listing.id}`)).json()).toMatchObject({ unavailable: true });

    const told = (await notices(seller)).find((notice) => notice.kind === 'listing_hidden');
    expect(told).toMatchObject({
      message:
        'The PassItOn team hid your listing "Fake notes": The notes are copied from a paid course. You can edit it and ask for another look.',
      link: '/seller-listings',
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'listing_hidden' and ${mailOutbox.userId} = ${seller.user.id}`);
    expect(mail?.subject).toBe('Your listing "Fake notes" is hidden');
    expect((await notices(reporter)).find((notice) => notice.kind === 'report_resolved')).toMatchObject({
      message: 'Thanks for your report about a listing. Our team looked at it and took action.',
    });
    const mine = (await seller.call('GET', `/api/products/seller/${seller.user.id}`)).json();
    expect(mine[0]).toMatchObject({
      hidden: { by: 'team', reason: 'The notes are copied from a paid course', secondLookRequested: false },
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        sql`${adminAuditLog.action} = 'report.resolved' and (${adminAuditLog.details}->>'targetId')::int = ${listing.id}`,
      );
    expect(audit).toMatchObject({
      adminId: moderator.user.id,
      details: { action: 'hide_listing', reason: 'The notes are copied from a paid course' },
    });

    // A second decision about the same reports is refused.
    const again = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'dismiss',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);

    // The seller edits and asks for another look; the admin shows it again.
    expect((await reporter.call('POST', `/api/products/${listing.id}/second-look`)).statusCode).toBe(403);
    expect((await seller.call('POST', `/api/products/${listing.id}/second-look`)).statusCode).toBe(200);
    expect((await desk(moderator)).secondLooks).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: listing.id, title: 'Fake notes' })]),
    );
    const shown = await moderator.call('POST', `/api/admin/products/${listing.id}/second-look`, {
      show: true,
      reason: 'Now lists only the seller\u2019s own notes',
    });
    expect(shown.statusCode).toBe(200);
    expect(await browseCity(undefined, city)).toEqual(['Fake notes']);
  });

  it('dismissing reports shows again a listing the reports hid, and tells reporters nothing was wrong', async () => {
    const seller = await student();
    const city = uniqueCity();
    const listing = await createProduct(t.database.db, seller.user.id, {
      title: 'Honest book',
      pickupCity: city,
    });
    const reporters = [await student(), await student(), await student()];
    const ids = [];
    for (const reporter of reporters) ids.push((await report(reporter, listingReport(listing.id))).json().id);
    expect(await browseCity(undefined, city)).toEqual([]);

    const answer = await (await admin()).call('POST', `/api/admin/reports/${ids[1]}/resolve`, {
      action: 'dismiss',
      reason: 'The photos match the book',
    });
    expect(answer.json()).toEqual({ action: 'dismiss', reports: 3 });
    expect(await browseCity(undefined, city)).toEqual(['Honest book']);
    for (const reporter of reporters) {
      expect((await notices(reporter)).map((notice) => notice.message)).toContain(
        'Thanks for your report about a listing. Our team looked at it and found nothing against our rules.',
      );
    }
  });

  it('removes a message or a review, which then read "Removed by the PassItOn team"', async () => {
    const [buyer, seller, moderator] = [await student(), await student(), await admin()];
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const posted = (
      await seller.call('POST', `/api/orders/${orderId}/messages`, { text: 'Stupid buyer' })
    ).json();
    const { id } = (
      await report(buyer, { targetType: 'message', targetId: posted.id, reason: 'offensive' })
    ).json();
    const removed = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'remove_content',
      reason: 'Insulting',
    });
    expect(removed.statusCode).toBe(200);
    const conversation = (await buyer.call('GET', `/api/orders/${orderId}/messages`)).json();
    expect(conversation.conversations[0].messages[0]).toMatchObject({ text: null, removed: true });

    const hiding = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'hide_listing',
      reason: 'x',
    });
    expect(hiding.statusCode).toBe(409);
  });

  it('removes a review: kept for the audit, its words hidden and its stars out of the rating', async () => {
    const [seller, author, reporter, moderator] = [
      await student(),
      await student(),
      await student(),
      await admin(),
    ];
    const listing = await createProduct(t.database.db, seller.user.id);
    // Written straight into the table: how a review comes to be is the reviews module's business.
    const [review] = await t.database.db
      .insert(reviews)
      .values({
        userId: author.user.id,
        productId: listing.id,
        rating: 1,
        comment: 'The seller is a cheat!!',
      })
      .returning();
    if (!review) throw new Error('no review');
    const { id } = (
      await report(reporter, { targetType: 'review', targetId: review.id, reason: 'offensive' })
    ).json();
    const removed = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'remove_content',
      reason: 'Insults without a word about the item',
    });
    expect(removed.json()).toEqual({ action: 'remove_content', reports: 1 });
    const [shown] = (await t.app.inject(`/api/reviews/product/${listing.id}`)).json();
    expect(shown).toMatchObject({ id: review.id, removed: true, comment: '' });
    expect((await t.app.inject(`/api/products/${listing.id}/rating`)).json()).toMatchObject({
      totalReviews: 0,
    });
    const [kept] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(kept?.comment).toBe('The seller is a cheat!!');
    // A removed review cannot be reported again.
    expect(
      (await report(await student(), { targetType: 'review', targetId: review.id, reason: 'spam' }))
        .statusCode,
    ).toBe(404);
  });

  it("takes a removed review out of its seller's average from buyers", async () => {
    const [seller, buyer, reporter, moderator] = [
      await student(),
      await student(),
      await student(),
      await admin(),
    ];
    const { orderId, listings } = await orderFrom(t, buyer, [seller]);
    await handOver(seller, buyer, orderId);
    const [listing] = listings;
    const written = await buyer.call('POST', '/api/reviews', {
      productId: listing?.id,
      orderId,
      rating: 1,
      comment: 'The seller is a cheat!!',
    });
    expect(written.statusCode).toBe(201);
    const averageOfSeller = async () =>
      (await seller.call('GET', `/api/user/${seller.user.id}/stats`)).json().averageRating;
    expect(await averageOfSeller()).toBe(1);

    const { id } = (
      await report(reporter, { targetType: 'review', targetId: written.json().id, reason: 'offensive' })
    ).json();
    await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'remove_content',
      reason: 'Insults',
    });
    expect(await averageOfSeller()).toBe(0);
  });

  it('refuses an action that does not fit what was reported, and answers 404 for no such report', async () => {
    const [seller, reporter, moderator] = [await student(), await student(), await admin()];
    const { id } = (
      await report(reporter, { targetType: 'user', targetId: seller.user.id, reason: 'harassment' })
    ).json();
    for (const action of ['hide_listing', 'remove_content']) {
      const answer = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
        action,
        reason: 'x',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'report.action_does_not_fit' });
    }
    const missing = await moderator.call('POST', '/api/admin/reports/99999999/resolve', {
      action: 'dismiss',
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const noReason = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'dismiss',
      reason: ' ',
    });
    expect(noReason.json()).toMatchObject({ message: 'Please give a reason' });
    const badDays = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'suspend_user',
      reason: 'x',
      days: 3,
    });
    expect(badDays.json()).toMatchObject({ message: 'A suspension lasts 7 or 30 days, or for good' });
  });
});

describe('suspension', () => {
  it('is refused for the deciding admin’s own account (400), and changes nothing', async () => {
    const moderator = await admin();
    const { id } = (
      await report(await student(), { targetType: 'user', targetId: moderator.user.id, reason: 'harassment' })
    ).json();
    const refused = await moderator.call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'suspend_user',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'report.own_account' });
    expect((await moderator.call('GET', '/api/user')).statusCode).toBe(200);
  });

  async function suspend(target: Student, days?: 7 | 30) {
    const reporter = await student();
    const { id } = (
      await report(reporter, { targetType: 'user', targetId: target.user.id, reason: 'scam' })
    ).json();
    const answer = await (await admin()).call('POST', `/api/admin/reports/${id}/resolve`, {
      action: 'suspend_user',
      reason: 'Took money and never met',
      ...(days ? { days } : {}),
    });
    expect(answer.statusCode).toBe(200);
  }

  it('ends the sessions at once, refuses sign-in with the date and reason, and hides the listings', async () => {
    const seller = await student();
    const city = uniqueCity();
    await createProduct(t.database.db, seller.user.id, { title: 'Suspended seller copy', pickupCity: city });
    expect(await browseCity(undefined, city)).toEqual(['Suspended seller copy']);
    await suspend(seller, 7);

    // The old session is gone: everything a student does answers as to a guest.
    expect((await seller.call('GET', '/api/user')).statusCode).toBe(401);
    expect((await seller.call('POST', '/api/reviews', { productId: 1, rating: 5 })).statusCode).toBe(401);
    expect((await seller.call('POST', '/api/orders', {})).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: seller.user.username, password: seller.user.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'auth.suspended_until' });
    expect(signIn.json().message).toMatch(
      /^Your account is suspended until \d{4}-\d{2}-\d{2}: Took money and never met$/,
    );
    expect(await browseCity(undefined, city)).toEqual([]);

    const moderator = await admin();
    const listed = (await desk(moderator)).suspended.find((entry) => entry.id === seller.user.id);
    expect(listed).toMatchObject({ reason: 'Took money and never met' });
    expect(listed?.until).not.toBeNull();

    // Lifted: sign-in works again and the listings are back.
    const lifted = await moderator.call('POST', `/api/admin/users/${seller.user.id}/lift-suspension`, {
      reason: 'Paid the buyer back',
    });
    expect(lifted.statusCode).toBe(200);
    const again = await moderator.call('POST', `/api/admin/users/${seller.user.id}/lift-suspension`, {
      reason: 'Paid the buyer back',
    });
    expect(again.statusCode).toBe(409);
    expect(await browseCity(undefined, city)).toEqual(['Suspended seller copy']);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: seller.user.username, password: seller.user.password },
    });
    expect(signInAgain.statusCode).toBe(200);
  });

  it('suspending the seller of a listing reports hid keeps it hidden as the team\u2019s, for another look later', async () => {
    const seller = await student();
    const listing = await createProduct(t.database.db, seller.user.id);
    const ids: number[] = [];
    for (let count = 0; count < 3; count++)
      ids.push((await report(await student(), listingReport(listing.id))).json().id);
    const moderator = await admin();
    await moderator.call('POST', `/api/admin/reports/${ids[0]}/resolve`, {
      action: 'suspend_user',
      reason: 'Sold fake notes to three students',
      days: 7,
    });
    await moderator.call('POST', `/api/admin/users/${seller.user.id}/lift-suspension`, {
      reason: 'Refunded them',
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(row).toMatchObject({ hiddenBy: 'team', hiddenReason: 'Sold fake notes to three students' });
  });

  it('for good says so at sign-in, and a wrong password still answers 401', async () => {
    const target = await student();
    await suspend(target);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: target.user.username, password },
      });
    expect((await login(target.user.password)).json()).toMatchObject({
      message: 'Your account is suspended for good: Took money and never met',
      code: 'auth.suspended_for_good',
    });
    expect((await login('not the password')).statusCode).toBe(401);
  });

  it('a suspension that has ended lets the student back in', async () => {
    const target = await student();
    await suspend(target, 7);
    await t.database.db.execute(
      sql`update users set suspended_until = now() - interval '1 minute' where id = ${target.user.id}`,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: target.user.username, password: target.user.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('reports are kept', () => {
  it('stores who reported what for the audit, settled with the admin and the reason', async () => {
    const [seller, reporter, moderator] = [await student(), await student(), await admin()];
    const listing = await createProduct(t.database.db, seller.user.id);
    const { id } = (await report(reporter, listingReport(listing.id))).json();
    await moderator.call('POST', `/api/admin/reports/${id}/resolve`, { action: 'dismiss', reason: 'Fine' });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({
      reporterId: reporter.user.id,
      ownerId: seller.user.id,
      resolvedBy: moderator.user.id,
      action: 'dismiss',
      resolutionReason: 'Fine',
    });
  });
});
