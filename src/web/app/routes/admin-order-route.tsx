import { AdminOrderPage } from '../../features/admin/admin-order-page.tsx';
import { OrderConversations } from '../../features/messages/components/order-conversations.tsx';
import { type AdminOrderView, OrderPage } from '../../features/orders/order-page.tsx';

/** The orders feature's order page with the messages feature's conversations, in the admin's view. */
function OrderPageForAdmin({ adminView }: { adminView: AdminOrderView }) {
  return <OrderPage Conversations={OrderConversations} adminView={adminView} />;
}

/** /admin/orders/:id: the admin feature's view of an order, made of the orders feature's page. */
export function AdminOrderRoute() {
  return <AdminOrderPage OrderPage={OrderPageForAdmin} />;
}
