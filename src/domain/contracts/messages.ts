import { z } from 'zod';
import { MAX_RECORD_ID, multiLine } from './common.ts';
import { INBOX_PAGE_SIZE } from './plain-values.ts';

/**
 * Conversations about an order: one between the buyer and each seller (docs/decisions/032-order-conversations.md).
 * Texts are plain text: the server never produces HTML, and the web shows them as text (links too).
 */

export const MESSAGE_MAX_LENGTH = 2000;

export const PostOrderMessageSchema = z.object({
  text: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MESSAGE_MAX_LENGTH, 'A message can be at most 2,000 characters')
    .regex(...multiLine('Message')),
  /** Which seller the buyer writes to; needed from the buyer only when the order has several sellers. */
  sellerId: z
    .number({ error: 'Seller id must be a number' })
    .int('Seller id must be a number')
    .positive('Seller id must be a number')
    .max(MAX_RECORD_ID, 'Seller id is out of range')
    .optional(),
});
export type PostOrderMessage = z.input<typeof PostOrderMessageSchema>;

export const OrderMessageSchema = z.object({
  id: z.number().int(),
  authorId: z.number().int(),
  /** Which side wrote it. */
  authorRole: z.enum(['buyer', 'seller']),
  /** Null once the author deleted their account: what they wrote is erased (docs/decisions/081). */
  text: z.string().nullable(),
  /** Removed by the PassItOn team after a report (its text is then null): shown as "Removed by the PassItOn team". */
  removed: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When the recipient read it; null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type OrderMessage = z.infer<typeof OrderMessageSchema>;

export const ConversationSchema = z.object({
  orderId: z.number().int(),
  sellerId: z.number().int(),
  /** The seller's name as the order shows it. */
  sellerName: z.string().nullable(),
  /** The buyer's name as the order shows it. */
  buyerName: z.string(),
  /** Messages to the caller that were unread when this answer was made; reading the answer marks them read. */
  unreadCount: z.number().int(),
  /**
   * How many of the first messages the buyer and this seller wrote about the listing before the order (one thread,
   * not two: docs/decisions/037-listing-conversations-and-inbox.md).
   */
  askedBeforeOrder: z.number().int(),
  /** Oldest first. */
  messages: z.array(OrderMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const OrderConversationsSchema = z.object({
  orderId: z.number().int(),
  /** False for an admin reading a dispute: admins read, they do not write. */
  canWrite: z.boolean(),
  /** The buyer sees one per seller of the order, a seller their own, an admin all. */
  conversations: z.array(ConversationSchema),
});
export type OrderConversations = z.infer<typeof OrderConversationsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Conversations about a listing, and one inbox over both kinds (docs/decisions/037-listing-conversations-and-inbox.md)

export const CONVERSATION_KINDS = ['listing', 'order'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** POST /api/listings/{productId}/messages and POST /api/conversations/{id}/messages: the text alone. */
export const PostMessageSchema = PostOrderMessageSchema.pick({ text: true });
export type PostMessage = z.input<typeof PostMessageSchema>;

/** A message written through the listing or the inbox, with the conversation it is in. */
export const PostedMessageSchema = OrderMessageSchema.extend({ conversationId: z.number().int() });
export type PostedMessage = z.infer<typeof PostedMessageSchema>;

/** GET /api/listings/{productId}/messages: the seller names the buyer whose conversation they read. */
export const ListingConversationQuerySchema = z.object({
  buyerId: z.coerce
    .number({ error: 'Buyer id must be a number' })
    .int('Buyer id must be a number')
    .positive('Buyer id must be a number')
    .max(MAX_RECORD_ID, 'Buyer id is out of range')
    .optional(),
});

export const ConversationParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Conversation id must be a number' })
    .int('Conversation id must be a number')
    .positive('Conversation id must be a number')
    .max(MAX_RECORD_ID, 'Conversation id is out of range'),
});

/** The listing a conversation is about, as the inbox and the thread show it; null once it is gone. */
const ConversationListingSchema = z
  .object({ id: z.number().int(), title: z.string(), image: z.string().nullable() })
  .nullable();

/** One conversation with its messages, oldest first (GET /api/conversations/{id}, GET /api/listings/{id}/messages). */
export const ThreadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  productId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  buyerId: z.number().int(),
  sellerId: z.number().int(),
  buyerName: z.string(),
  sellerName: z.string(),
  listing: ConversationListingSchema,
  /** Messages to the caller that were unread when this answer was made; reading the answer marks them read. */
  unreadCount: z.number().int(),
  /**
   * In an order's conversation: how many of the first messages were written about the listing before the order
   * (one thread, not two); 0 otherwise.
   */
  askedBeforeOrder: z.number().int(),
  messages: z.array(OrderMessageSchema),
});
export type Thread = z.infer<typeof ThreadSchema>;

/** One row of the inbox (GET /api/conversations), newest conversation first. */
export const InboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  productId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  /** The caller's side in it. */
  role: z.enum(['buyer', 'seller']),
  otherName: z.string(),
  listing: ConversationListingSchema,
  /** The newest message; its text is null when erased (author deleted their account) or removed by the team. */
  lastMessage: z
    .object({
      text: z.string().nullable(),
      removed: z.boolean(),
      mine: z.boolean(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.iso.datetime(),
});
export type InboxEntry = z.infer<typeof InboxEntrySchema>;

export { INBOX_PAGE_SIZE };

export const InboxQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .optional()
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(50, 'At most 50 conversations per page')
    .optional()
    .default(INBOX_PAGE_SIZE),
});

/** GET /api/conversations/unread: messages to the caller not read yet, over every conversation (the header badge). */
export const UnreadTotalSchema = z.object({ unread: z.number().int() });
export type UnreadTotal = z.infer<typeof UnreadTotalSchema>;
