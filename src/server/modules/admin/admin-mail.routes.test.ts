import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FailingMail } from '../../../domain/contracts/mail.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, uniqueUsername } from '../../test/factories.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { adminAuditLog } from './admin.tables.ts';

const t = useTestApp();
let adminCookie: string;
let adminId: number;
let studentCookie: string;

beforeAll(async () => {
  const admin = await createUser(t.database.db, { isAdmin: true });
  adminId = admin.id;
  adminCookie = await loginAs(t.app, admin);
  studentCookie = await loginAs(t.app, await createUser(t.database.db));
});

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** An outbox row in the given state; the name part of its address is unique to the test. */
async function message(state: Partial<typeof mailOutbox.$inferInsert>) {
  const name = uniqueUsername('pr');
  const [row] = await t.database.db
    .insert(mailOutbox)
    .values({
      kind: 'order_placed',
      toAddress: `${name}@coep.ac.in`,
      subject: 'Your order PI-1042 is placed',
      textBody: 'Thank you for your order.',
      htmlBody: '<p>Thank you for your order.</p>',
      messageId: `<${name}@passiton.test>`,
      ...state,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

const refused = { lastError: '550 Mailbox unavailable', claimedAt: new Date(Date.now() - 60_000) };

describe('GET /api/admin/mail/failed', () => {
  it('lists messages given up and those still failing after several attempts, masked, newest first', async () => {
    const givenUp = await message({ status: 'failed', attempts: 10, ...refused });
    const failing = await message({ status: 'pending', attempts: 4, ...refused });
    const justRefusedOnce = await message({ status: 'pending', attempts: 1, ...refused });
    const sent = await message({ status: 'sent', attempts: 1, sentAt: new Date() });

    const response = await call(adminCookie, 'GET', '/api/admin/mail/failed');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const listed = response.json() as FailingMail[];
    const ids = listed.map((mail) => mail.id);
    expect(ids).not.toContain(justRefusedOnce.id);
    expect(ids).not.toContain(sent.id);
    expect(ids.indexOf(failing.id)).toBeLessThan(ids.indexOf(givenUp.id));
    expect(listed.find((mail) => mail.id === givenUp.id)).toEqual({
      id: givenUp.id,
      kind: 'order_placed',
      subject: 'Your order PI-1042 is placed',
      recipient: 'pr***@coep.ac.in',
      status: 'failed',
      attempts: 10,
      lastError: '550 Mailbox unavailable',
      createdAt: givenUp.createdAt.toISOString(),
      lastAttemptAt: refused.claimedAt.toISOString(),
      nextAttemptAt: null,
    });
    expect(listed.find((mail) => mail.id === failing.id)).toMatchObject({
      status: 'retrying',
      attempts: 4,
      nextAttemptAt: failing.nextAttemptAt.toISOString(),
    });
    expect(response.body).not.toContain(givenUp.toAddress);
    expect(response.body).not.toContain('Thank you for your order');
  });

  it('answers 401 signed out and 403 to a student', async () => {
    expect((await call(undefined, 'GET', '/api/admin/mail/failed')).statusCode).toBe(401);
    const forbidden = await call(studentCookie, 'GET', '/api/admin/mail/failed');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: 'Admin access required' });
  });
});

describe('POST /api/admin/mail/{id}/retry', () => {
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('puts a failed message back in the queue, due now with fresh attempts, and audits it', async () => {
    const failed = await message({ status: 'failed', attempts: 10, ...refused });
    const before = Date.now();

    const response = await call(adminCookie, 'POST', `/api/admin/mail/${failed.id}/retry`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'The e-mail will be sent again in a moment' });
    const row = await rowOf(failed.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, claimedAt: null });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, adminId), eq(adminAuditLog.action, 'mail.requeued')))
      .orderBy(desc(adminAuditLog.id));
    expect(audit?.details).toEqual({ mailId: failed.id, kind: 'order_placed' });
  });

  it('refuses a message already sent with 409 and leaves it alone', async () => {
    const sent = await message({ status: 'sent', attempts: 1, sentAt: new Date() });
    const response = await call(adminCookie, 'POST', `/api/admin/mail/${sent.id}/retry`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This message was already sent' });
    expect((await rowOf(sent.id))?.status).toBe('sent');
  });

  it('answers 404 for a message that does not exist and 400 for an id that is not one', async () => {
    const missing = await call(adminCookie, 'POST', '/api/admin/mail/2147483647/retry');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Message not found' });
    const invalid = await call(adminCookie, 'POST', '/api/admin/mail/abc/retry');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Id must be a number' });
  });

  it('answers 401 signed out and 403 to a student, and requeues nothing', async () => {
    const failed = await message({ status: 'failed', attempts: 10, ...refused });
    expect((await call(undefined, 'POST', `/api/admin/mail/${failed.id}/retry`)).statusCode).toBe(401);
    expect((await call(studentCookie, 'POST', `/api/admin/mail/${failed.id}/retry`)).statusCode).toBe(403);
    expect((await rowOf(failed.id))?.status).toBe('failed');
  });
});
