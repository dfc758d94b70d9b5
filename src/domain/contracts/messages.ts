import { z } from 'zod';
import { MAX_RECORD_ID, multiLine } from './common.ts';

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
