import { englishNotificationTexts } from '../../../domain/notification-texts.en.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import type { PushTexts } from './push-texts.ts';

export const englishPushTexts: PushTexts = {
  titles: {
    new_message: 'New message',
    sale: 'You made a sale',
    listing_message: 'New message',
    offer: 'Offer',
    wanted: 'A book you want is listed',
  },
  soldSeveral: ({ orderId, count }) =>
    `You sold ${count} listings (order ${orderNumber(orderId)}). Arrange the pickup with the buyer.`,
  notifications: englishNotificationTexts,
};
