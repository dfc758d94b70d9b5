import { and, asc, eq, gt, lt, max, min } from 'drizzle-orm';
import type { LiveEvent } from '../../../domain/contracts/live-events.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { liveEvents } from './live.tables.ts';
import type { LiveChannel, LiveMessage } from './live-channel.ts';

/** How long a browser that lost its stream can resume from its Last-Event-ID (docs/decisions/064-live-events.md). */
export const LIVE_EVENT_RETENTION_MS = 60 * 60 * 1000;

/** The most events one reconnection replays; more than that and the browser is told to read everything again. */
const REPLAY_LIMIT = 100;

/**
 * Stores a live event for each of these students in the caller's transaction and tells every app process once it
 * has committed. A student named twice is told once.
 */
export async function announce(
  tx: Transaction,
  channel: LiveChannel,
  userIds: readonly number[],
  event: LiveEvent,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await tx
    .insert(liveEvents)
    .values(unique.map((userId) => ({ userId, event })))
    .returning({ id: liveEvents.id, userId: liveEvents.userId, event: liveEvents.event });
  await channel.publish(tx, rows satisfies LiveMessage[]);
}

/**
 * A student's events after `afterId`, oldest first. `complete` is false when some of them may be gone (older than
 * the retention, or more than a replay sends): the browser must then read everything again.
 */
export async function eventsSince(
  db: Database,
  userId: number,
  afterId: number,
): Promise<{ messages: LiveMessage[]; complete: boolean }> {
  const [oldest] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
  const messages = await db
    .select({ id: liveEvents.id, userId: liveEvents.userId, event: liveEvents.event })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_LIMIT + 1);
  // Pruning goes oldest first: when the oldest event kept is just after the browser's last, nothing between is gone.
  const pruned = oldest?.id == null || oldest.id > afterId + 1;
  return { messages: messages.slice(0, REPLAY_LIMIT), complete: !pruned && messages.length <= REPLAY_LIMIT };
}

/** The id of the newest event stored, 0 when there is none. */
export async function newestLiveEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return row?.id ?? 0;
}

/** Deletes the events past their retention; returns how many went. */
export async function pruneLiveEvents(db: Database): Promise<number> {
  const removed = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(Date.now() - LIVE_EVENT_RETENTION_MS)))
    .returning({ id: liveEvents.id });
  return removed.length;
}

/** Forgets what a student deleting their account was told (docs/decisions/029-deleting-an-account.md). */
export async function forgetLiveEventsOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(liveEvents).where(eq(liveEvents.userId, userId));
}
