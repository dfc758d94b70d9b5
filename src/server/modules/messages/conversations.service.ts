import { and, count, desc, eq, inArray, isNotNull, isNull, lte, ne, not, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/contracts/common.ts';
import type { InboxEntry, PostedMessage, Thread } from '../../../domain/contracts/messages.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findUsersPublicNames } from '../auth/index.ts';
import { postListingReply } from './listing-conversations.service.ts';
import { postMessage } from './messages.service.ts';
import { conversations, orderMessages } from './messages.tables.ts';
import { listingsOf, readThread } from './thread-view.ts';
import { type ConversationRow, type MessageRow, markRead, threadMessages, unreadTo } from './threads.ts';

/**
 * One inbox over both kinds of conversation (docs/decisions/037-listing-conversations-and-inbox.md): only its two
 * people read or write a conversation here; admins read reported messages on the moderation desk and an order's
 * conversations through the order (docs/decisions/032), as before.
 */

type Viewer = { id: number; isAdmin: boolean };

async function conversationFor(db: Database, id: number, viewer: Viewer): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw notFound('conversation.not_found');
  if (row.buyerId !== viewer.id && row.sellerId !== viewer.id) throw forbidden('conversation.not_yours');
  return row;
}

/** GET /api/conversations/{id}: 404 for none, 403 unless the caller is its buyer or seller. */
export async function getConversation(
  db: Database,
  { id, viewer, now }: { id: number; viewer: Viewer; now?: Date },
): Promise<Thread> {
  return readThread(db, { conversation: await conversationFor(db, id, viewer), readerId: viewer.id, now });
}

/** Marks every message to the caller in the conversation read (the thread open elsewhere, a notice tapped). */
export async function markConversationRead(
  db: Database,
  { id, viewer, now = new Date() }: { id: number; viewer: Viewer; now?: Date },
): Promise<void> {
  const conversation = await conversationFor(db, id, viewer);
  const { earlier, own } = await threadMessages(db, conversation);
  await markRead(db, unreadTo(viewer.id, [...earlier, ...own]), now);
}

/**
 * One of its two people writes in a conversation: an order's goes through the order's rules (032), a listing's
 * through the listing's (037). 404 for none, 403 for anyone else.
 */
export async function postInConversation(
  db: Database,
  events: EventBus,
  { id, author, text }: { id: number; author: Viewer; text: string },
): Promise<PostedMessage> {
  const conversation = await conversationFor(db, id, author);
  if (conversation.kind === 'order' && conversation.orderId !== null) {
    const message = await postMessage(db, events, {
      orderId: conversation.orderId,
      author,
      text,
      sellerId: conversation.sellerId,
    });
    return { ...message, conversationId: conversation.id };
  }
  return postListingReply(db, events, { conversation, author, text });
}

/** What the inbox lists: the viewer's conversations, but a listing's that an order carries on and no later word. */
const listedFor = (viewerId: number) =>
  and(
    or(eq(conversations.buyerId, viewerId), eq(conversations.sellerId, viewerId)),
    not(
      and(
        eq(conversations.kind, 'listing'),
        isNotNull(conversations.continuedInId),
        lte(conversations.lastMessageAt, conversations.continuedAt),
      ) as SQL,
    ),
  );

/** The newest message and the unread count of each conversation, its own messages and those it continues. */
async function threadFigures(db: Database, ids: number[], viewerId: number) {
  if (ids.length === 0) return new Map<number, { last: MessageRow | undefined; unread: number }>();
  const unreadWhere = and(ne(orderMessages.authorId, viewerId), isNull(orderMessages.readAt));
  const continuedWhere = and(
    inArray(conversations.continuedInId, ids),
    lte(orderMessages.createdAt, conversations.continuedAt),
  );
  const [ownLast, ownUnread, earlierLast, earlierUnread] = await Promise.all([
    db
      .selectDistinctOn([orderMessages.conversationId])
      .from(orderMessages)
      .where(inArray(orderMessages.conversationId, ids))
      .orderBy(orderMessages.conversationId, desc(orderMessages.createdAt), desc(orderMessages.id)),
    db
      .select({ threadId: orderMessages.conversationId, unread: count() })
      .from(orderMessages)
      .where(and(inArray(orderMessages.conversationId, ids), unreadWhere))
      .groupBy(orderMessages.conversationId),
    db
      .selectDistinctOn([conversations.continuedInId], {
        threadId: conversations.continuedInId,
        message: orderMessages,
      })
      .from(orderMessages)
      .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
      .where(continuedWhere)
      .orderBy(conversations.continuedInId, desc(orderMessages.createdAt), desc(orderMessages.id)),
    db
      .select({ threadId: conversations.continuedInId, unread: count() })
      .from(orderMessages)
      .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
      .where(and(continuedWhere, unreadWhere))
      .groupBy(conversations.continuedInId),
  ]);
  return new Map(
    ids.map((id) => {
      // What an order's conversation continues came before the order, so its own newest is the newest.
      const last =
        ownLast.find((row) => row.conversationId === id) ??
        earlierLast.find((row) => row.threadId === id)?.message;
      const unread =
        (ownUnread.find((row) => row.threadId === id)?.unread ?? 0) +
        (earlierUnread.find((row) => row.threadId === id)?.unread ?? 0);
      return [id, { last, unread }];
    }),
  );
}

/** One page of the viewer's inbox, the conversation with the newest message first, and how many there are. */
export async function listInbox(
  db: Database,
  { viewerId, page, limit }: { viewerId: number; page: number; limit: number },
): Promise<Page<InboxEntry>> {
  const where = listedFor(viewerId);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(conversations).where(where),
    db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const otherOf = (row: ConversationRow) => (row.buyerId === viewerId ? row.sellerId : row.buyerId);
  const [figures, names, listings] = await Promise.all([
    threadFigures(
      db,
      rows.map((row) => row.id),
      viewerId,
    ),
    findUsersPublicNames(db, rows.map(otherOf)),
    listingsOf(
      db,
      rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
    ),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => {
      const { last, unread } = figures.get(row.id) ?? { last: undefined, unread: 0 };
      return {
        id: row.id,
        kind: row.kind,
        productId: row.productId,
        orderId: row.orderId,
        role: row.buyerId === viewerId ? 'buyer' : 'seller',
        otherName: displayName(names.get(otherOf(row))),
        listing: (row.productId !== null && listings.get(row.productId)) || null,
        lastMessage: last
          ? {
              text: last.removedAt ? null : last.text,
              removed: last.removedAt !== null,
              mine: last.authorId === viewerId,
              createdAt: last.createdAt.toISOString(),
            }
          : null,
        unreadCount: unread,
        lastMessageAt: row.lastMessageAt.toISOString(),
      };
    }),
  };
}

/** Messages to the viewer not read yet, in every conversation they are in (the header's badge). */
export async function countUnreadMessages(db: Database, viewerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(orderMessages)
    .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
    .where(
      and(
        or(eq(conversations.buyerId, viewerId), eq(conversations.sellerId, viewerId)),
        ne(orderMessages.authorId, viewerId),
        isNull(orderMessages.readAt),
      ),
    );
  return row?.unread ?? 0;
}
