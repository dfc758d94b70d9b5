import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OrderMessage } from '../../../domain/contracts/messages.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { conversations, orderMessages } from './messages.tables.ts';

/**
 * What both kinds of conversation share (docs/decisions/037-listing-conversations-and-inbox.md): a thread's
 * messages — an order's own, after the ones its buyer and seller wrote about the listing before the order — how
 * they are shown, read and written.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof orderMessages.$inferSelect;

export const toMessage = (row: MessageRow, buyerId: number): OrderMessage => ({
  id: row.id,
  authorId: row.authorId,
  authorRole: row.authorId === buyerId ? 'buyer' : 'seller',
  // A message the team removed is kept for the audit but shown to no one (docs/decisions/083).
  text: row.removedAt ? null : row.text,
  removed: row.removedAt !== null,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

/**
 * A conversation's messages, oldest first: for an order's, first those of the listing conversations it continues
 * (up to the order), then its own.
 */
export async function threadMessages(
  db: Database | Transaction,
  conversation: ConversationRow,
): Promise<{ earlier: MessageRow[]; own: MessageRow[] }> {
  const own = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.conversationId, conversation.id))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  if (conversation.kind !== 'order') return { earlier: [], own };
  const earlier = await db
    .select({ message: orderMessages })
    .from(orderMessages)
    .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
    .where(
      and(
        eq(conversations.continuedInId, conversation.id),
        lte(orderMessages.createdAt, conversations.continuedAt),
      ),
    )
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return { earlier: earlier.map((row) => row.message), own };
}

/** Which of these messages are to the reader and not yet read. */
export const unreadTo = (readerId: number, rows: readonly MessageRow[]) =>
  rows.filter((row) => row.authorId !== readerId && row.readAt === null);

/** Marks messages read (the reader opened them); one already read keeps its first reading. */
export async function markRead(db: Database, rows: readonly MessageRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(orderMessages)
    .set({ readAt: now })
    .where(
      and(
        inArray(
          orderMessages.id,
          rows.map((row) => row.id),
        ),
        isNull(orderMessages.readAt),
      ),
    );
}

/**
 * Writes a message in a conversation and moves the conversation to the top of both inboxes, in the caller's
 * transaction; answers the message and how many of the author's earlier messages its recipient had not read.
 */
export async function insertMessage(
  tx: Transaction,
  { conversationId, authorId, text }: { conversationId: number; authorId: number; text: string },
): Promise<{ row: MessageRow; unreadBefore: number }> {
  // The conversation has two people, so the author's unread messages are the ones its recipient has not read.
  const [earlier] = await tx
    .select({ unread: count() })
    .from(orderMessages)
    .where(
      and(
        eq(orderMessages.conversationId, conversationId),
        eq(orderMessages.authorId, authorId),
        isNull(orderMessages.readAt),
      ),
    );
  const [row] = await tx.insert(orderMessages).values({ conversationId, authorId, text }).returning();
  if (!row) throw new Error('insert returned no message');
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row.createdAt})` })
    .where(eq(conversations.id, conversationId));
  return { row, unreadBefore: earlier?.unread ?? 0 };
}

/** The conversation of an order with one of its sellers, made when first needed. */
export async function orderConversation(
  tx: Transaction,
  {
    orderId,
    sellerId,
    buyerId,
    productId,
  }: { orderId: number; sellerId: number; buyerId: number; productId: number | null },
): Promise<ConversationRow> {
  const [row] = await tx
    .insert(conversations)
    .values({ kind: 'order', orderId, sellerId, buyerId, productId })
    .onConflictDoUpdate({
      target: [conversations.orderId, conversations.sellerId],
      targetWhere: sql`${conversations.kind} = 'order'`,
      // Touching the row answers it, and holds it until the transaction ends.
      set: { orderId },
    })
    .returning();
  if (!row) throw new Error('upsert returned no conversation');
  return row;
}
