import { hindiNotificationTexts } from '../../../domain/notification-texts.hi.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import type { PushTexts } from './push-texts.ts';

export const hindiPushTexts: PushTexts = {
  titles: {
    new_message: 'नया मैसेज',
    sale: 'आपकी बिक्री हुई',
    listing_message: 'नया मैसेज',
    offer: 'ऑफ़र',
    wanted: 'आपकी चाही किताब लिस्ट हुई',
  },
  soldSeveral: ({ orderId, count }) =>
    `आपने ${count} लिस्टिंग बेचीं (ऑर्डर ${orderNumber(orderId)})। ख़रीदार के साथ पिकअप तय करें।`,
  notifications: hindiNotificationTexts,
};
