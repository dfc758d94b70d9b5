import { OrderConversations } from '../../features/messages/components/order-conversations.tsx';
import { OrderPage } from '../../features/orders/order-page.tsx';
import { DealRatings } from '../../features/trust/components/deal-ratings.tsx';

/** /orders/:id: the orders feature's order page, with the messages feature's conversations with the sellers
 * and the trust feature's ratings of them. */
export function OrderRoute() {
  return <OrderPage Conversations={OrderConversations} Ratings={DealRatings} />;
}
