import type { EventBus } from '../../lib/events.ts';
import { forgetStudentInOrders } from './account-deletion.ts';
import { refreshBuyerFlags } from './order-transitions.ts';

/**
 * The orders module's reactions to other modules' events. A student deleting their account is refused while an
 * order of theirs is under way, else forgotten in their orders, and the modules that copied the names their
 * orders knew them by are told (docs/decisions/029, 081). A refund written or answered
 * by the gateway changes where the buyer's money stands: the order's flags are derived again (docs/decisions/034,
 * 041).
 */
export function registerOrderHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    const knownAs = await forgetStudentInOrders(tx, userId);
    if (knownAs.length > 0) await events.emit('user.forgotten_in_orders', { userId, orders: knownAs }, tx);
  });
  events.on('refund.updated', async ({ orderId }, tx) => {
    if (orderId === null) return;
    await refreshBuyerFlags(tx, orderId);
  });
}
