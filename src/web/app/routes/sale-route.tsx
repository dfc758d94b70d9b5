import { OrderConversations } from '../../features/messages/components/order-conversations.tsx';
import { SalePage } from '../../features/sales/sale-page.tsx';
import { DealRatings } from '../../features/trust/components/deal-ratings.tsx';

/** /seller-listings/sales/:orderId: the sales feature's sale page, with the messages feature's conversation and
 * the trust feature's rating of the buyer. */
export function SaleRoute() {
  return <SalePage Conversations={OrderConversations} Ratings={DealRatings} />;
}
