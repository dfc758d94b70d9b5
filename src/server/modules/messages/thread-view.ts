import type { Thread } from '../../../domain/contracts/messages.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database } from '../../db/client.ts';
import { findUsersPublicNames } from '../auth/index.ts';
import { findPublicProducts } from '../products/index.ts';
import { type ConversationRow, markRead, threadMessages, toMessage, unreadTo } from './threads.ts';

/** The listing a conversation is about, as lists show it: its title and first photo; null once withdrawn. */
export async function listingsOf(db: Database, productIds: number[]) {
  const found = await findPublicProducts(db, productIds);
  return new Map(
    found.map((product) => [
      product.id,
      { id: product.id, title: product.title, image: product.images[0] ?? null },
    ]),
  );
}

/**
 * A conversation as one of its two people reads it, oldest message first, with how many messages to them were
 * unread; reading it marks those read.
 */
export async function readThread(
  db: Database,
  {
    conversation,
    readerId,
    now = new Date(),
  }: { conversation: ConversationRow; readerId: number; now?: Date },
): Promise<Thread> {
  const { earlier, own } = await threadMessages(db, conversation);
  const messages = [...earlier, ...own];
  const unread = unreadTo(readerId, messages);
  await markRead(db, unread, now);
  const [names, listings] = await Promise.all([
    findUsersPublicNames(db, [conversation.buyerId, conversation.sellerId]),
    listingsOf(db, conversation.productId === null ? [] : [conversation.productId]),
  ]);
  return {
    id: conversation.id,
    kind: conversation.kind,
    productId: conversation.productId,
    orderId: conversation.orderId,
    buyerId: conversation.buyerId,
    sellerId: conversation.sellerId,
    buyerName: displayName(names.get(conversation.buyerId)),
    sellerName: displayName(names.get(conversation.sellerId)),
    listing: (conversation.productId !== null && listings.get(conversation.productId)) || null,
    unreadCount: unread.length,
    askedBeforeOrder: earlier.length,
    messages: messages.map((row) => toMessage(row, conversation.buyerId)),
  };
}
