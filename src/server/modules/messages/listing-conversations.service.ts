import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { PostedMessage, Thread } from '../../../domain/contracts/messages.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import { findUsersPublicNames } from '../auth/index.ts';
import { eitherBlocked } from '../blocks/index.ts';
import { findListing, findPublicProducts, getProduct } from '../products/index.ts';
import { conversations } from './messages.tables.ts';
import { readThread } from './thread-view.ts';
import { type ConversationRow, insertMessage, orderConversation, toMessage } from './threads.ts';

/**
 * Conversations about a listing before any order (docs/decisions/037-listing-conversations-and-inbox.md): one per
 * listing and buyer, started by the buyer ("Ask the seller") while the listing is for sale, between two students
 * neither of whom blocked the other. When the buyer orders the listing, the order's conversation with its seller
 * carries what they wrote above the order's own messages.
 */

type Viewer = { id: number; isAdmin: boolean };

/**
 * Writes the message and tells its recipient, in one transaction: the conversation made or moved to the top,
 * the message, and the event.
 */
async function writeInListingConversation(
  db: Database,
  events: EventBus,
  {
    conversation,
    author,
    text,
    productTitle,
  }: {
    conversation: (tx: Transaction) => Promise<ConversationRow>;
    author: Viewer;
    text: string;
    productTitle: string;
  },
): Promise<PostedMessage> {
  const authorName = displayName((await findUsersPublicNames(db, [author.id])).get(author.id));
  return db.transaction(async (tx) => {
    const row = await conversation(tx);
    if (row.productId === null) throw new Error('a listing conversation without its listing');
    const { row: message, unreadBefore } = await insertMessage(tx, {
      conversationId: row.id,
      authorId: author.id,
      text,
    });
    const posted: DomainEvents['listing.message_posted'] = {
      conversationId: row.id,
      productId: row.productId,
      productTitle,
      messageId: message.id,
      authorId: author.id,
      authorName,
      recipientId: author.id === row.buyerId ? row.sellerId : row.buyerId,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
      unreadBefore,
    };
    await events.emit('listing.message_posted', posted, tx);
    return { ...toMessage(message, row.buyerId), conversationId: row.id };
  });
}

/**
 * A student asks the seller about a listing ("Ask the seller"): 404 for no such listing, 400 for their own,
 * 409 when it is not for sale (sold out, hidden), 403 (neutral) when either blocked the other.
 */
export async function postListingMessage(
  db: Database,
  events: EventBus,
  { productId, author, text }: { productId: number; author: Viewer; text: string },
): Promise<PostedMessage> {
  const listing = await getProduct(db, productId);
  if (listing.sellerId === author.id) throw badRequest('conversation.own_listing');
  if (listing.unavailable || listing.quantity < 1) throw conflict('conversation.listing_unavailable');
  if (await eitherBlocked(db, author.id, listing.sellerId)) throw forbidden('contact.unavailable');
  return writeInListingConversation(db, events, {
    author,
    text,
    productTitle: listing.title,
    conversation: async (tx) => {
      const [row] = await tx
        .insert(conversations)
        .values({ kind: 'listing', productId, buyerId: author.id, sellerId: listing.sellerId })
        .onConflictDoUpdate({
          target: [conversations.productId, conversations.buyerId],
          targetWhere: sql`${conversations.kind} = 'listing'`,
          // Touching the row answers it, and holds it until the transaction ends.
          set: { productId },
        })
        .returning();
      if (!row) throw new Error('upsert returned no conversation');
      return row;
    },
  });
}

/**
 * Either of the two writes on in a listing's conversation (the seller answers here): while the listing exists
 * and neither blocked the other. Sold out or not, they may still talk it over.
 */
export async function postListingReply(
  db: Database,
  events: EventBus,
  { conversation, author, text }: { conversation: ConversationRow; author: Viewer; text: string },
): Promise<PostedMessage> {
  const [listing] = await findPublicProducts(
    db,
    conversation.productId === null ? [] : [conversation.productId],
  );
  if (!listing) throw conflict('conversation.listing_unavailable');
  const otherId = author.id === conversation.buyerId ? conversation.sellerId : conversation.buyerId;
  if (await eitherBlocked(db, author.id, otherId)) throw forbidden('contact.unavailable');
  return writeInListingConversation(db, events, {
    author,
    text,
    productTitle: listing.title,
    conversation: async () => conversation,
  });
}

/**
 * The caller's conversation about a listing (the seller names the buyer): 404 for no such listing or no
 * conversation yet, 403 for someone else's. Reading it marks the caller's unread messages read.
 */
export async function readListingConversation(
  db: Database,
  { productId, viewer, buyerId, now }: { productId: number; viewer: Viewer; buyerId?: number; now?: Date },
): Promise<Thread> {
  const listing = await findListing(db, productId);
  if (!listing) throw notFound('product.not_found');
  const buyer = buyerId ?? viewer.id;
  if (buyer !== viewer.id && listing.sellerId !== viewer.id) throw forbidden('conversation.not_yours');
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'listing'),
        eq(conversations.productId, productId),
        eq(conversations.buyerId, buyer),
      ),
    );
  if (!conversation) throw notFound('conversation.not_found');
  return readThread(db, { conversation, readerId: viewer.id, now });
}

/**
 * An order was placed: each of its sellers' conversations with the buyer about the listings ordered goes on in the
 * order's conversation with that seller, which shows what they wrote before the order above its own (one thread).
 * A listing conversation an earlier order already carries on stays with that order. In the order's transaction.
 */
export async function continueIntoOrder(
  tx: Transaction,
  {
    orderId,
    buyerId,
    items,
  }: { orderId: number; buyerId: number; items: { productId: number; sellerId: number }[] },
): Promise<void> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const asked = await tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'listing'),
        eq(conversations.buyerId, buyerId),
        inArray(conversations.productId, productIds),
        isNull(conversations.continuedInId),
      ),
    );
  for (const sellerId of new Set(asked.map((row) => row.sellerId))) {
    const firstProduct = items.find((item) => item.sellerId === sellerId)?.productId ?? null;
    const order = await orderConversation(tx, { orderId, sellerId, buyerId, productId: firstProduct });
    const continued = asked.filter((row) => row.sellerId === sellerId).map((row) => row.id);
    await tx
      .update(conversations)
      .set({ continuedInId: order.id, continuedAt: sql`now()` })
      .where(inArray(conversations.id, continued));
    const [newest] = await tx
      .select({ at: max(conversations.lastMessageAt) })
      .from(conversations)
      .where(inArray(conversations.id, continued));
    if (newest?.at) {
      await tx.update(conversations).set({ lastMessageAt: newest.at }).where(eq(conversations.id, order.id));
    }
  }
}
