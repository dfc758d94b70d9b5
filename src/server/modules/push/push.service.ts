import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../domain/contracts/push.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { pushSubscriptions } from './push.tables.ts';
import { type EndpointRules, isAllowedEndpoint } from './push-endpoint.ts';

/** Browsers one account gets pushes in; turning push on in another drops the one that has gone longest unused. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Saves the browser's subscription for the signed-in student (docs/decisions/086-web-push.md), in one
 * transaction. The endpoint is the browser's: when another account had it (someone else signed in there
 * before), it becomes this one's and that account's pushes still waiting for it are dropped with the row.
 */
export async function saveSubscription(
  db: Database,
  rules: EndpointRules,
  { userId, subscription }: { userId: number; subscription: PushSubscriptionInput },
): Promise<void> {
  if (!isAllowedEndpoint(subscription.endpoint, rules)) throw badRequest('push.endpoint_refused');
  const { endpoint, keys } = subscription;
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.userId, userId)));
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth },
      });
    await keepNewestDevices(tx, userId);
  });
}

/** Deletes the account's subscriptions past MAX_PUSH_DEVICES, the longest unused first. */
async function keepNewestDevices(tx: Transaction, userId: number): Promise<void> {
  const lastUsed = sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`;
  const kept = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${lastUsed} DESC`, sql`${pushSubscriptions.id} DESC`)
    .limit(MAX_PUSH_DEVICES);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
}

/** Turns push off for one of the student's browsers; 404 when it is not theirs (or was never saved). */
export async function deleteSubscription(
  db: Database,
  { userId, endpoint }: { userId: number; endpoint: string },
): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw notFound('push.subscription_not_found');
}

/** The endpoints an account gets pushes at, oldest first (tests and the account's deletion look at them). */
export async function subscriptionsOf(db: Database | Transaction, userId: number): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map((row) => row.endpoint);
}

/** Forgets every browser of an account being deleted; their waiting pushes go with them. */
export async function forgetSubscriptionsOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
