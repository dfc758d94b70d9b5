import { z } from 'zod';

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(['signup', 'order', 'product_sold', 'other']),
  message: z.string(),
  userId: z.number().int(),
  orderId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;
