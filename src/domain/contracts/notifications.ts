import { z } from 'zod';

export const NOTIFICATION_TYPES = ['signup', 'order', 'product_sold', 'message', 'other'] as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  userId: z.number().int(),
  orderId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  /** The page the notification opens (the buyer's order page or the seller's sale page); null for none. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;
