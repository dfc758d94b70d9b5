import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'signup',
  'order',
  'product_sold',
  'message',
  'saved_search',
  'favourite_price_drop',
  'favourite_sold_out',
  'other',
] as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  userId: z.number().int(),
  orderId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  /**
   * The page the notification opens (the buyer's order page, the seller's sale page, or the listing a notice
   * about a listing is about); null for none.
   */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;
