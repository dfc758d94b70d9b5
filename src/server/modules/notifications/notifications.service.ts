import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  FORMER_STUDENT,
  type Notification,
  type NotificationContent,
  NotificationContentSchema,
} from '../../../domain/contracts/notifications.ts';
import { conversationPagePath, orderPagePath, salePagePath } from '../../../domain/exchange.ts';
import { englishNotificationTexts } from '../../../domain/notification-texts.en.ts';
import { notificationText } from '../../../domain/notification-texts.ts';
import { productPagePath } from '../../../domain/seo.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { OrderKnownAs } from '../../lib/events.ts';
import { notifications } from './notifications.tables.ts';

export type NotificationType = Notification['type'];

/** The most a list returns: the card shows a scrolling 400 px list, not an archive. */
const LIST_LIMIT = 50;

async function listWhere(db: Database, where: SQL | undefined): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map(({ orderRole, kind, params, ...row }) => {
    // Written through notify, which checked it against NotificationContentSchema.
    const content = { kind, params } as NotificationContent;
    return {
      ...row,
      ...content,
      message: notificationText(englishNotificationTexts, content),
      link: linkOfContent(content) ?? linkOf(row, orderRole),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A seller told their listing was hidden opens their listings, where they can edit it and ask for another look. */
const SELLER_LISTINGS_PATH = '/seller-listings';

/** The page a kind of notice opens whatever it is attached to; undefined for the others. */
function linkOfContent(content: NotificationContent): string | undefined {
  if (content.kind === 'listing_hidden') return SELLER_LISTINGS_PATH;
  // A message about a listing opens its conversation (docs/decisions/037-listing-conversations-and-inbox.md).
  if (content.kind === 'new_listing_message') return conversationPagePath(content.params.conversationId);
  return undefined;
}

/**
 * A notice about an order opens the buyer's order page or the seller's sale page, by whose side it is for; one
 * about a listing alone (a saved search's match, a saved listing's price) opens the listing.
 */
function linkOf(
  { orderId, productId }: { orderId: number | null; productId: number | null },
  orderRole: string | null,
): string | null {
  if (orderId !== null) return orderRole === 'seller' ? salePagePath(orderId) : orderPagePath(orderId);
  return productId !== null ? productPagePath(productId) : null;
}

/** A user's latest notifications, newest first. */
export function listNotifications(db: Database, userId: number): Promise<Notification[]> {
  return listWhere(db, eq(notifications.userId, userId));
}

/** A user's unread notifications, newest first (the header counts them). */
export function listUnread(db: Database, userId: number): Promise<Notification[]> {
  return listWhere(db, and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Marks one of the user's own notifications read; 404 when missing, 403 when someone else's. */
export async function markRead(db: Database, { userId, id }: { userId: number; id: number }): Promise<void> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw notFound('notification.not_found');
  if (row.userId !== userId) throw forbidden('notification.not_yours');
  await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id));
}

/** Marks every notification of the user read. */
export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

type OrderRole = 'buyer' | 'seller';

/** One notification to leave: for whom, of which type, what it says (as data), and what it is about. */
export type NotificationInput = {
  userId: number;
  type: NotificationType;
  content: NotificationContent;
  productId?: number;
} & ({ orderId: number; orderRole: OrderRole } | { orderId?: undefined; orderRole?: undefined });

/**
 * Leaves notifications for users, in one insert (in the caller's transaction when given one). What each says is
 * checked against NotificationContentSchema: a kind with values of another shape is refused here, not shown
 * wrongly later. A notice about an order says whose side of it the user is on, which decides the page it opens.
 */
export async function notifyAll(
  db: Database | Transaction,
  inputs: readonly NotificationInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  await db
    .insert(notifications)
    .values(
      inputs.map(({ content, ...input }) => ({ ...input, ...NotificationContentSchema.parse(content) })),
    );
}

/** Leaves one notification for a user (notifyAll). */
export function notify(db: Database | Transaction, input: NotificationInput): Promise<void> {
  return notifyAll(db, [input]);
}

/** True when the user has an unread notice of this type about the order (a new one would only repeat it). */
export async function hasUnreadAbout(
  tx: Transaction,
  { userId, type, orderId }: { userId: number; type: NotificationType; orderId: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        eq(notifications.type, type),
        eq(notifications.orderId, orderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when the user has an unread notice about this listing conversation (a new one would only repeat it). */
export async function hasUnreadConversationNotice(
  tx: Transaction,
  { userId, conversationId }: { userId: number; conversationId: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        eq(notifications.kind, 'new_listing_message'),
        sql`${notifications.params} ->> 'conversationId' = ${String(conversationId)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Forgets every notification of a user (their account is being deleted). */
export async function deleteNotificationsOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

const formerStudent = sql`${JSON.stringify(FORMER_STUDENT)}::jsonb`;

/**
 * Someone deleting their account is named "a former student" in what others were told of them
 * (docs/decisions/081-what-a-deleted-account-leaves.md). In an order they bought, every message notice to anyone
 * else came from them; in one they sold in, the buyer's notices name a seller, and those naming them by the name
 * the order knew them by are theirs.
 */
export async function forgetNameInOthersNotices(
  tx: Transaction,
  { userId, orders }: { userId: number; orders: OrderKnownAs[] },
): Promise<void> {
  const bought = orders.filter((order) => order.role === 'buyer').map((order) => order.orderId);
  if (bought.length > 0) {
    await tx
      .update(notifications)
      .set({ params: sql`jsonb_set(${notifications.params}, '{from}', ${formerStudent})` })
      .where(
        and(
          eq(notifications.kind, 'new_message'),
          inArray(notifications.orderId, bought),
          ne(notifications.userId, userId),
        ),
      );
  }
  const sold = orders.flatMap(({ orderId, role, name }) =>
    role === 'seller' && name !== null ? [{ orderId, name }] : [],
  );
  if (sold.length === 0) return;
  // One parameter however many orders: the (order, name) pairs as a JSON array.
  const named = (path: SQL) => sql`EXISTS (
    SELECT 1 FROM jsonb_to_recordset(${JSON.stringify(sold)}::jsonb) AS sold("orderId" integer, name text)
    WHERE sold."orderId" = ${notifications.orderId} AND sold.name = ${path})`;
  const others = ne(notifications.userId, userId);
  await tx
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{seller}', ${formerStudent})` })
    .where(
      and(
        inArray(notifications.kind, ['part_handed_over', 'part_declined']),
        others,
        named(sql`${notifications.params} ->> 'seller'`),
      ),
    );
  await tx
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{from}', ${formerStudent})` })
    .where(
      and(
        eq(notifications.kind, 'new_message'),
        others,
        named(sql`${notifications.params} -> 'from' ->> 'name'`),
      ),
    );
}

/**
 * Someone deleting their account is named "a former student" in the notices about their messages on listings
 * (docs/decisions/081-what-a-deleted-account-leaves.md, 037).
 */
export async function forgetAuthorOfListingMessages(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ params: sql`jsonb_set(${notifications.params}, '{from}', ${formerStudent})` })
    .where(
      and(
        eq(notifications.kind, 'new_listing_message'),
        sql`${notifications.params} -> 'from' ->> 'userId' = ${String(userId)}`,
      ),
    );
}

/**
 * Forgets the notices to others about listings withdrawn with a deleted account (a saved search's match, a saved
 * listing's price drop or sale): they name a listing that is gone, in its seller's words (docs/decisions/081).
 */
export async function deleteNoticesAboutListings(tx: Transaction, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.productId, productIds),
        or(
          inArray(notifications.type, [
            'saved_search',
            'wanted',
            'favourite_price_drop',
            'favourite_sold_out',
            'offer',
          ]),
          eq(notifications.kind, 'new_listing_message'),
        ),
      ),
    );
}
