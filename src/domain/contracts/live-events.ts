import { z } from 'zod';

/**
 * What the live stream (`GET /api/events`, docs/decisions/064-live-events.md) tells a signed-in student: a kind
 * and the ids it is about, never the content. The web app reads the changed things again through their own routes,
 * which check who may see them.
 */
export const LiveEventSchema = z.discriminatedUnion('kind', [
  /** The student has a new notification: the bell counts again. */
  z.object({ kind: z.literal('notifications_changed') }),
  /** A new message to the student in an order's conversation; role: their side of the order. */
  z.object({
    kind: z.literal('order_message'),
    orderId: z.number().int(),
    role: z.enum(['buyer', 'seller']),
  }),
  /** An order the student buys or sells in was placed or moved on (status, a part handed over or declined). */
  z.object({
    kind: z.literal('order_changed'),
    orderId: z.number().int(),
    role: z.enum(['buyer', 'seller']),
  }),
  /** A new message to the student in a conversation about a listing (docs/decisions/037). */
  z.object({
    kind: z.literal('conversation_message'),
    conversationId: z.number().int(),
    productId: z.number().int(),
  }),
  /** An offer between the student and the other side of a listing moved on (docs/decisions/038). */
  z.object({ kind: z.literal('offer_changed'), productId: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventKind = LiveEvent['kind'];

export { LIVE_RESYNC_EVENT } from './plain-values.ts';
