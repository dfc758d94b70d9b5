import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { OrderConversations, OrderMessage } from '../../../domain/contracts/messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { whoBlocked } from '../blocks/index.ts';
import { findOrderParties, type OrderParties } from '../orders/index.ts';
import { conversations, orderMessages } from './messages.tables.ts';
import {
  insertMessage,
  markRead,
  orderConversation,
  threadMessages,
  toMessage,
  unreadTo,
} from './threads.ts';

/**
 * Conversations about an order (docs/decisions/032-order-conversations.md): one between the buyer and each
 * seller. Only those two write in it; admins may read every conversation of an order, for disputes.
 */

type Viewer = { id: number; isAdmin: boolean };

async function partiesOf(db: Database, orderId: number): Promise<OrderParties> {
  const parties = await findOrderParties(db, orderId);
  if (!parties) throw notFound('order.not_found');
  return parties;
}

/** The conversations the viewer may read: the buyer all of them, a seller their own, an admin all; else 403. */
function readableSellerIds(parties: OrderParties, viewer: Viewer): number[] {
  if (viewer.id === parties.buyerId) return parties.sellers.map((seller) => seller.sellerId);
  if (parties.sellers.some((seller) => seller.sellerId === viewer.id)) return [viewer.id];
  if (viewer.isAdmin) return parties.sellers.map((seller) => seller.sellerId);
  throw forbidden('order.not_yours');
}

/**
 * The conversations of an order the viewer may read, oldest message first — what the buyer and the seller wrote
 * about its listings before the order first (docs/decisions/037) — with how many messages to the viewer were
 * unread; reading them marks those read (an admin reading a dispute marks nothing).
 */
export async function readConversations(
  db: Database,
  { orderId, viewer, now = new Date() }: { orderId: number; viewer: Viewer; now?: Date },
): Promise<OrderConversations> {
  const parties = await partiesOf(db, orderId);
  const sellerIds = readableSellerIds(parties, viewer);
  const isParty = (sellerId: number) => viewer.id === parties.buyerId || viewer.id === sellerId;
  const rows = sellerIds.length
    ? await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.kind, 'order'),
            eq(conversations.orderId, orderId),
            inArray(conversations.sellerId, sellerIds),
          ),
        )
    : [];
  const threads = await Promise.all(
    parties.sellers
      .filter((seller) => sellerIds.includes(seller.sellerId))
      .map(async (seller) => {
        const conversation = rows.find((row) => row.sellerId === seller.sellerId);
        const { earlier, own } = conversation
          ? await threadMessages(db, conversation)
          : { earlier: [], own: [] };
        const messages = [...earlier, ...own];
        const unread = isParty(seller.sellerId) ? unreadTo(viewer.id, messages) : [];
        return { seller, earlier, messages, unread };
      }),
  );
  await markRead(
    db,
    threads.flatMap((thread) => thread.unread),
    now,
  );
  return {
    orderId,
    canWrite: sellerIds.some(isParty),
    conversations: threads.map(({ seller, earlier, messages, unread }) => ({
      orderId,
      sellerId: seller.sellerId,
      sellerName: seller.sellerName,
      buyerName: parties.buyerName,
      unreadCount: unread.length,
      askedBeforeOrder: earlier.length,
      messages: messages.map((row) => toMessage(row, parties.buyerId)),
    })),
  };
}

/**
 * The buyer or a seller of the order writes in their conversation (the buyer names the seller when the order
 * has several), and the other party is notified, in one transaction. Admins and strangers get 403.
 */
export async function postMessage(
  db: Database,
  events: EventBus,
  { orderId, author, text, sellerId }: { orderId: number; author: Viewer; text: string; sellerId?: number },
): Promise<OrderMessage> {
  const parties = await partiesOf(db, orderId);
  const conversation = conversationOf(parties, author.id, sellerId);
  const recipientId = author.id === parties.buyerId ? conversation.sellerId : parties.buyerId;
  // Someone the recipient blocked writes to them no more; the refusal does not say why (docs/decisions/084-blocks.md).
  if ((await whoBlocked(db, { userId: author.id, blockerIds: [recipientId] })).size > 0) {
    throw forbidden('contact.unavailable');
  }
  const row = await db.transaction(async (tx) => {
    const thread = await orderConversation(tx, {
      orderId,
      sellerId: conversation.sellerId,
      buyerId: parties.buyerId,
      productId: conversation.productIds[0] ?? null,
    });
    const { row: inserted, unreadBefore } = await insertMessage(tx, {
      conversationId: thread.id,
      authorId: author.id,
      text,
    });
    const fromBuyer = author.id === parties.buyerId;
    await events.emit(
      'order.message_posted',
      {
        orderId,
        messageId: inserted.id,
        unreadBefore,
        sellerId: conversation.sellerId,
        authorName: fromBuyer ? parties.buyerName : conversation.sellerName,
        recipientId: fromBuyer ? conversation.sellerId : parties.buyerId,
        recipientRole: fromBuyer ? 'seller' : 'buyer',
      },
      tx,
    );
    return inserted;
  });
  return toMessage(row, parties.buyerId);
}

function conversationOf(
  parties: OrderParties,
  authorId: number,
  sellerId: number | undefined,
): OrderParties['sellers'][number] {
  const ownPart = parties.sellers.find((seller) => seller.sellerId === authorId);
  if (ownPart) {
    if (sellerId !== undefined && sellerId !== authorId) {
      throw forbidden('message.buyer_only');
    }
    return ownPart;
  }
  if (authorId !== parties.buyerId) throw forbidden('message.parties_only');
  if (sellerId === undefined) {
    const [only, ...others] = parties.sellers;
    if (!only || others.length > 0) throw badRequest('message.choose_seller');
    return only;
  }
  const seller = parties.sellers.find((candidate) => candidate.sellerId === sellerId);
  if (!seller) throw badRequest('message.seller_not_in_order');
  return seller;
}

/**
 * For each order among `orderIds`: messages to `readerId` they have not read yet, in every conversation of the
 * order or, for a seller, only in their own (the order's own messages: the order lists count what came with it).
 */
async function countUnread(
  db: Database,
  { readerId, orderIds, sellerId }: { readerId: number; orderIds: number[]; sellerId?: number },
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: conversations.orderId, unread: count() })
    .from(orderMessages)
    .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
    .where(
      and(
        eq(conversations.kind, 'order'),
        inArray(conversations.orderId, orderIds),
        sellerId === undefined ? undefined : eq(conversations.sellerId, sellerId),
        ne(orderMessages.authorId, readerId),
        isNull(orderMessages.readAt),
      ),
    )
    .groupBy(conversations.orderId);
  return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, row.unread]])));
}

/** For each of the seller's orders among `orderIds`: messages from the buyer the seller has not read yet. */
export function countUnreadForSeller(
  db: Database,
  { sellerId, orderIds }: { sellerId: number; orderIds: number[] },
): Promise<Map<number, number>> {
  return countUnread(db, { readerId: sellerId, orderIds, sellerId });
}

/** For each of the buyer's orders among `orderIds`: messages from its sellers the buyer has not read yet. */
export function countUnreadForBuyer(
  db: Database,
  { buyerId, orderIds }: { buyerId: number; orderIds: number[] },
): Promise<Map<number, number>> {
  return countUnread(db, { readerId: buyerId, orderIds });
}

/**
 * A message as moderation sees it (docs/decisions/083-reports-and-suspensions.md): its author, the two people of
 * its conversation, the order or listing it is about, and its text; undefined when there is none.
 */
export async function findMessageForModeration(
  db: Database | Transaction,
  id: number,
): Promise<
  | {
      id: number;
      orderId: number | null;
      productId: number | null;
      authorId: number;
      partyIds: number[];
      text: string | null;
      removed: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({ message: orderMessages, conversation: conversations })
    .from(orderMessages)
    .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
    .where(eq(orderMessages.id, id));
  if (!row) return undefined;
  const { message, conversation } = row;
  return {
    id: message.id,
    orderId: conversation.orderId,
    productId: conversation.kind === 'listing' ? conversation.productId : null,
    authorId: message.authorId,
    partyIds: [conversation.buyerId, conversation.sellerId],
    text: message.text,
    removed: message.removedAt !== null,
  };
}

/** Removes a message after a report: kept for the audit, shown as "Removed by the PassItOn team". */
export async function removeMessage(tx: Transaction, id: number, now = new Date()): Promise<void> {
  await tx
    .update(orderMessages)
    .set({ removedAt: now })
    .where(and(eq(orderMessages.id, id), isNull(orderMessages.removedAt)));
}
