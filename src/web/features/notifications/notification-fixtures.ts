import type { Notification, NotificationContent } from '../../../domain/contracts/notifications.ts';
import { englishNotificationTexts } from '../../../domain/notification-texts.en.ts';
import { notificationText } from '../../../domain/notification-texts.ts';

type NotificationFields = Omit<Notification, 'kind' | 'params' | 'message'>;

/** A notification as the API answers it: what it says as `content`, with the English `message` the server adds. */
export function makeNotification(
  content: NotificationContent,
  overrides: Partial<NotificationFields> = {},
): Notification {
  return {
    id: 1,
    type: 'order',
    userId: 7,
    orderId: 12,
    productId: null,
    link: '/orders/12',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    ...overrides,
    ...content,
    message: notificationText(englishNotificationTexts, content),
  };
}
