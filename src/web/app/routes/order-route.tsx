import { OrderConversations } from '../../features/messages/components/order-conversations.tsx';
import { OrderPage } from '../../features/orders/order-page.tsx';

/** /orders/:id: the orders feature's order page, with the messages feature's conversations with the sellers. */
export function OrderRoute() {
  return <OrderPage Conversations={OrderConversations} />;
}
