import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import { uniqueUsername } from '../../test/factories.ts';
import { type Mailbox, startMailbox } from '../../test/mailbox.ts';
import { mailOutbox } from './mail.tables.ts';
import {
  deliverDueMail,
  enqueueMail,
  MAX_ATTEMPTS,
  pruneSentMail,
  retryDelayMs,
  SENT_KEPT_DAYS,
  STALE_CLAIM_MS,
} from './outbox.ts';
import { fileTransport, smtpTransport } from './transport.ts';

let database: DatabaseHandle;
let mailbox: Mailbox;

beforeAll(async () => {
  database = await openTestDatabase();
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await database.close();
});
beforeEach(() => {
  mailbox.reject = false;
});

const address = () => `${uniqueUsername()}@example.in`;

async function enqueue(to: string, extra: { dedupeKey?: string } = {}): Promise<number> {
  await enqueueMail(database.db, mailbox.from, {
    kind: 'test',
    to,
    subject: `Hello ${to}`,
    text: `Plain words for ${to}: https://passiton.test/page?token=abc`,
    html: `<p>HTML words for <b>${to}</b></p>`,
    ...extra,
  });
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  if (!row) throw new Error('not enqueued');
  return row.id;
}

const rowOf = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('the outbox', () => {
  it('delivers a message over SMTP with a plain and an HTML part, then marks it sent and empties it', async () => {
    const to = address();
    const id = await enqueue(to);
    const before = await rowOf(id);
    await mailbox.deliver(database.db);
    const [mail] = mailbox.to(to);
    expect(mailbox.to(to)).toHaveLength(1);
    expect(mail?.subject).toBe(`Hello ${to}`);
    expect(`PassItOn <${mail?.from}>`).toBe(mailbox.from);
    expect(mail?.text).toContain('Plain words');
    expect(mail?.html).toContain(`<b>${to}</b>`);
    expect(mail?.messageId).toBe(before?.messageId);
    expect(before?.messageId).toMatch(/^<[0-9a-f-]{36}@mail-[0-9a-f]{8}\.test>$/);
    const after = await rowOf(id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, textBody: '', htmlBody: '', lastError: null });
    expect(after?.sentAt).toBeInstanceOf(Date);
    // Sent rows are never taken again.
    await mailbox.deliver(database.db);
    expect(mailbox.to(to)).toHaveLength(1);
  });

  it('writes nothing when the transaction that caused the message rolls back', async () => {
    const to = address();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mailbox.from, { kind: 'test', to, subject: 's', text: 't', html: 'h' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toHaveLength(0);
  });

  it('writes one message per dedupe key, however often the event is handled', async () => {
    const to = address();
    const key = `test:${to}`;
    expect(
      await enqueueMail(database.db, mailbox.from, {
        kind: 'test',
        to,
        subject: 's',
        text: 't',
        html: 'h',
        dedupeKey: key,
      }),
    ).toBe(true);
    expect(
      await enqueueMail(database.db, mailbox.from, {
        kind: 'test',
        to,
        subject: 's',
        text: 't',
        html: 'h',
        dedupeKey: key,
      }),
    ).toBe(false);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toHaveLength(1);
  });

  it('keeps messages a failing server refuses, backs off, and after recovery sends each exactly once', async () => {
    const recipients = [address(), address(), address()];
    const ids = await Promise.all(recipients.map((to) => enqueue(to)));
    // A second ahead: a row written this very millisecond has a later default time (microseconds) than Date.now().
    const start = Date.now() + 1000;

    mailbox.reject = 451;
    await mailbox.deliver(database.db, () => new Date(start));
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/451/);
      expect(row?.nextAttemptAt.getTime()).toBe(start + retryDelayMs(1));
    }
    // Not due yet: nothing is tried again before the back-off is over.
    await mailbox.deliver(database.db, () => new Date(start + retryDelayMs(1) - 1000));
    expect((await rowOf(ids[0] as number))?.attempts).toBe(1);

    // Refused for good (550) on the second attempt: still retried, with a longer wait.
    mailbox.reject = 550;
    const second = start + retryDelayMs(1);
    await mailbox.deliver(database.db, () => new Date(second));
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2 });
      expect((await rowOf(id))?.nextAttemptAt.getTime()).toBe(second + retryDelayMs(2));
    }

    // The server is back: two workers run at once, and each message arrives once.
    mailbox.reject = false;
    const third = () => new Date(second + retryDelayMs(2));
    await Promise.all([mailbox.deliver(database.db, third), mailbox.deliver(database.db, third)]);
    await mailbox.deliver(database.db, third);
    for (const to of recipients) expect(mailbox.to(to)).toHaveLength(1);
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 3]));
  });

  it('stops a run when the server cannot be reached, leaving the rest for the next run', async () => {
    const ids = [await enqueue(address()), await enqueue(address())];
    const unreachable = smtpTransport('smtp://127.0.0.1:1', mailbox.from);
    const domain = mailbox.from.replace(/^.*@|>$/g, '');
    const result = await deliverDueMail(database.db, unreachable, {
      fromDomain: domain,
      now: () => new Date(Date.now() + 1000),
    });
    unreachable.close();
    expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBeLessThanOrEqual(1);
    expect(rows.find((row) => row.attempts === 1)?.lastError ?? 'ECONNREFUSED').toMatch(
      /ECONNREFUSED|connect/i,
    );
    // The server is back: both go out.
    await mailbox.deliver(database.db, () => new Date(Date.now() + 1000 + retryDelayMs(1)));
    const after = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(after.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it(`gives a message up as failed after ${MAX_ATTEMPTS} refused attempts`, async () => {
    const to = address();
    const id = await enqueue(to);
    mailbox.reject = 451;
    let now = Date.now() + 1000;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await mailbox.deliver(database.db, () => new Date(now));
      now += retryDelayMs(attempt);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    mailbox.reject = false;
    await mailbox.deliver(database.db, () => new Date(now + 24 * 60 * 60 * 1000));
    expect(mailbox.to(to)).toHaveLength(0);
  });

  it('sends a message a crashed worker left "sending" again, with the same Message-ID, but only once it is stale', async () => {
    const to = address();
    const id = await enqueue(to);
    const takenAt = new Date();
    // What a worker that died after taking the row (and perhaps after sending it) leaves behind.
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: takenAt, attempts: 1 })
      .where(eq(mailOutbox.id, id));
    await mailbox.deliver(database.db, () => new Date(takenAt.getTime() + STALE_CLAIM_MS - 1000));
    expect(mailbox.to(to)).toHaveLength(0);
    await mailbox.deliver(database.db, () => new Date(takenAt.getTime() + STALE_CLAIM_MS));
    expect(mailbox.to(to).map((mail) => mail.messageId)).toEqual([(await rowOf(id))?.messageId]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('pruning', () => {
  it(`deletes records of mail sent more than ${SENT_KEPT_DAYS} days ago, and keeps failed and recent ones`, async () => {
    const [old, recent, failed] = [
      await enqueue(address()),
      await enqueue(address()),
      await enqueue(address()),
    ];
    const longAgo = new Date(Date.now() - (SENT_KEPT_DAYS + 1) * 24 * 60 * 60 * 1000);
    await database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: longAgo })
      .where(eq(mailOutbox.id, old));
    await database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.id, recent));
    await database.db
      .update(mailOutbox)
      .set({ status: 'failed', createdAt: longAgo })
      .where(eq(mailOutbox.id, failed));
    await pruneSentMail(database.db);
    const left = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [old, recent, failed]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recent, failed]);
  });
});

describe('without an SMTP server', () => {
  it('writes each message as an .eml file with both parts and logs its links', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'passiton-mail-'));
    try {
      const log = { info: vi.fn() };
      const transport = fileTransport(folder, 'PassItOn <no-reply@passiton.test>', log);
      await transport.send({
        to: 'asha@example.in',
        subject: 'Reset your PassItOn password',
        text: 'Choose a new password: http://localhost:5000/reset-password?token=xyz\n',
        html: '<p>Choose a new password</p>',
        messageId: '<file-test@passiton.test>',
      });
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await simpleParser(await readFile(path.join(folder, files[0] as string)));
      expect(parsed.subject).toBe('Reset your PassItOn password');
      expect(parsed.text).toContain('reset-password?token=xyz');
      expect(parsed.html).toContain('<p>Choose a new password</p>');
      expect(parsed.messageId).toBe('<file-test@passiton.test>');
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ links: ['http://localhost:5000/reset-password?token=xyz'] }),
        expect.stringContaining('.eml'),
      );
      transport.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
