import { OrderConversations } from '../../features/messages/components/order-conversations.tsx';
import { SalePage } from '../../features/sales/sale-page.tsx';

/** /seller-listings/sales/:orderId: the sales feature's sale page, with the messages feature's conversation. */
export function SaleRoute() {
  return <SalePage Conversations={OrderConversations} />;
}
