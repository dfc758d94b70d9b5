import type { Notification } from '../../../domain/contracts/notifications.ts';

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'order',
    message: 'Your order TXN-000012 has been placed.',
    userId: 7,
    orderId: 12,
    productId: null,
    link: '/orders/12',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    ...overrides,
  };
}
