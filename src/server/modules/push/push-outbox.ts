import { and, asc, eq, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { PushPayload } from '../../../domain/contracts/push.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pushOutbox, pushSubscriptions } from './push.tables.ts';
import type { PushSender } from './push-sender.ts';

/*
 * The push outbox and its worker (docs/decisions/086-web-push.md), after the mail outbox (decision 027): a push
 * is written, one row per browser, in the transaction of the event that causes it, and sent afterwards by the
 * worker, which takes due rows with FOR UPDATE SKIP LOCKED in a short transaction of its own and sends them after
 * it commits, a few at a time. Unlike an e-mail a push is worth little late: each expires PUSH_TTL_SECONDS after
 * its event, and push services are told to keep it no longer.
 */

/** How long a push is worth sending and keeping at the push service for an offline phone. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Refused attempts before a push is given up (it expires first when the service stays down for hours). */
export const MAX_PUSH_ATTEMPTS = 8;
/** Rows one claim takes, sent PUSH_CONCURRENCY at a time. */
const BATCH = 20;
const PUSH_CONCURRENCY = 5;
/** Pushes one worker run sends at most; the rest wait for the next run. */
const MAX_PER_RUN = 500;
/**
 * A row still `sending` this long after it was taken was interrupted by a crash, and is taken again. A second copy
 * is harmless: the device shows one notification per tag. Far beyond a batch's time (requests time out in 10 s).
 */
export const STALE_PUSH_CLAIM_MS = 5 * 60 * 1000;

/** Wait before the next attempt: 30 s, 1 min, 2 min … up to 30 minutes. */
export function pushRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);
}

/**
 * Puts a push to each of the user's browsers in the outbox, in the caller's transaction. A second push with the
 * same key to the same browser is not written (the event was handled before).
 */
export async function enqueuePush(
  tx: Transaction,
  {
    userId,
    key,
    payload,
    now = new Date(),
  }: { userId: number; key: string; payload: PushPayload; now?: Date },
): Promise<number> {
  const browsers = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (browsers.length === 0) return 0;
  const inserted = await tx
    .insert(pushOutbox)
    .values(
      browsers.map((browser) => ({
        subscriptionId: browser.id,
        dedupeKey: key,
        payload,
        expiresAt: new Date(now.getTime() + PUSH_TTL_SECONDS * 1000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pushOutbox.id });
  return inserted.length;
}

/** Forgets every push not yet sent whose key begins with one of `prefixes` (an account deleted, say). */
export async function forgetPushesWithKeys(tx: Transaction, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length === 0) return;
  await tx
    .delete(pushOutbox)
    .where(or(...prefixes.map((prefix) => like(pushOutbox.dedupeKey, `${prefix}%`))));
}

interface ClaimedPush {
  id: number;
  subscriptionId: number;
  attempts: number;
  claimedAt: Date;
  expiresAt: Date;
  payload: PushPayload;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Takes up to BATCH due rows: pending ones whose time has come, and ones left `sending` by a crash. */
async function claimDue(db: Database, now: Date, endpointPrefix?: string): Promise<ClaimedPush[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(
        and(
          or(
            and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.nextAttemptAt, now)),
            and(
              eq(pushOutbox.status, 'sending'),
              lte(pushOutbox.claimedAt, new Date(now.getTime() - STALE_PUSH_CLAIM_MS)),
            ),
          ),
          endpointPrefix
            ? inArray(
                pushOutbox.subscriptionId,
                tx
                  .select({ id: pushSubscriptions.id })
                  .from(pushSubscriptions)
                  .where(like(pushSubscriptions.endpoint, `${endpointPrefix}%`)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(pushOutbox)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${pushOutbox.attempts} + 1` })
      .where(
        inArray(
          pushOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const browsers = await tx
      .select()
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.id,
          claimed.map((row) => row.subscriptionId),
        ),
      );
    const byId = new Map(browsers.map((browser) => [browser.id, browser]));
    return claimed.flatMap((row) => {
      const browser = byId.get(row.subscriptionId);
      if (!browser) return [];
      return [
        {
          id: row.id,
          subscriptionId: row.subscriptionId,
          attempts: row.attempts,
          claimedAt: row.claimedAt as Date,
          expiresAt: row.expiresAt,
          payload: row.payload,
          endpoint: browser.endpoint,
          p256dh: browser.p256dh,
          auth: browser.auth,
        },
      ];
    });
  });
}

/** The row as this worker took it: only that claim may settle it (a later claim after a crash has its own time). */
const stillOurs = (push: ClaimedPush) =>
  and(eq(pushOutbox.id, push.id), eq(pushOutbox.status, 'sending'), eq(pushOutbox.claimedAt, push.claimedAt));

export interface PushDeliveryResult {
  delivered: number;
  retrying: number;
  /** Given up: refused by the push service, expired, or out of attempts. */
  dropped: number;
  /** Subscriptions deleted because their push service answered 404 or 410. */
  gone: number;
}

/** Sends one claimed push and settles its row (and its browser's, when the push service says it is gone). */
async function sendOne(
  db: Database,
  sender: PushSender,
  push: ClaimedPush,
  now: Date,
  result: PushDeliveryResult,
): Promise<void> {
  const ttlSeconds = Math.max(0, Math.floor((push.expiresAt.getTime() - now.getTime()) / 1000));
  const outcome = await sender.send(push, push.payload, ttlSeconds);
  if (outcome.kind === 'delivered') {
    await db.delete(pushOutbox).where(stillOurs(push));
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(eq(pushSubscriptions.id, push.subscriptionId));
    result.delivered += 1;
    return;
  }
  if (outcome.kind === 'gone') {
    // Its other pushes go with it (ON DELETE CASCADE).
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscriptionId));
    result.gone += 1;
    return;
  }
  const nextAttemptAt = new Date(now.getTime() + pushRetryDelayMs(push.attempts));
  if (outcome.kind === 'refused' || push.attempts >= MAX_PUSH_ATTEMPTS || nextAttemptAt >= push.expiresAt) {
    await db.delete(pushOutbox).where(stillOurs(push));
    result.dropped += 1;
    return;
  }
  await db
    .update(pushOutbox)
    .set({ status: 'pending', nextAttemptAt, lastError: outcome.error })
    .where(stillOurs(push));
  result.retrying += 1;
}

/**
 * One run of the worker: deletes expired pushes, then takes due ones a batch at a time and sends each batch a
 * few at a time, until nothing is due or MAX_PER_RUN were taken.
 */
export async function deliverDuePushes(
  db: Database,
  sender: PushSender,
  options: {
    now?: () => Date;
    /**
     * Only pushes to endpoints starting so: tests sharing one PostgreSQL database each deliver only to their own
     * push service. The app's worker delivers everything.
     */
    endpointPrefix?: string;
  } = {},
): Promise<PushDeliveryResult> {
  const now = options.now ?? (() => new Date());
  const result: PushDeliveryResult = { delivered: 0, retrying: 0, dropped: 0, gone: 0 };
  const expired = await db
    .delete(pushOutbox)
    .where(lte(pushOutbox.expiresAt, now()))
    .returning({ id: pushOutbox.id });
  result.dropped += expired.length;
  for (let taken = 0; taken < MAX_PER_RUN; ) {
    const batch = await claimDue(db, now(), options.endpointPrefix);
    if (batch.length === 0) break;
    taken += batch.length;
    for (let start = 0; start < batch.length; start += PUSH_CONCURRENCY) {
      await Promise.all(
        batch.slice(start, start + PUSH_CONCURRENCY).map((push) => sendOne(db, sender, push, now(), result)),
      );
    }
  }
  return result;
}
