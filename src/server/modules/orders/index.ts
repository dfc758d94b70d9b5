/**
 * What other modules may use of the orders module: who an order's parties are (messages), the deals in an order and whether a
 * student received a listing (ratings, reviews), the order lists, figures and actions of the admin pages, its reactions to
 * domain events (an account's deletion among them) and auto-completion (app.ts), and the port through which it
 * shows unread messages.
 */

export {
  buyerIdsWithOrders,
  buyerSummaries,
  dailyOrderFigures,
  findOrderById,
  latestOrders,
  latestSalesOfProducts,
  listOrdersForAdmin,
  orderFigures,
  ordersByStatus,
  type PartyFilter,
  sellerSummaries,
} from './admin-reports.queries.ts';
export { scheduleOrderAutoComplete } from './auto-complete.service.ts';
export { countCompletedDeals, type DealPart, findOrderDeals, findReceivingOrder } from './deal-parts.ts';
export { changeOrderStatus, decideRefundRequest } from './order-changes.ts';
export { registerOrderHandlers } from './orders.handlers.ts';
export { findOrderParties, type OrderParties } from './orders.queries.ts';
export { softDeleteOrder } from './orders.service.ts';
export type { UnreadMessages } from './unread-messages.ts';
