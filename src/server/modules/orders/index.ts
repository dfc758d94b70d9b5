/**
 * What other modules may use of the orders module: who an order's parties are (messages), whether a user's
 * order holds a product (reviews), the order lists, figures and actions of the admin pages, its reactions to
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
export { changeOrderStatus, decideRefundRequest } from './order-changes.ts';
export { registerOrderHandlers } from './orders.handlers.ts';
export { findOrderParties, type OrderParties } from './orders.queries.ts';
export { softDeleteOrder, userOrderContainsProduct } from './orders.service.ts';
export type { UnreadMessages } from './unread-messages.ts';
