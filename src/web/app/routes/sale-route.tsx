import { useEffect } from 'react';
import { OrderConversations } from '../../features/messages/components/order-conversations.tsx';
import { SalePage } from '../../features/sales/sale-page.tsx';
import { DealRatings } from '../../features/trust/components/deal-ratings.tsx';
import { notePushMoment } from '../../lib/push/push-moment.ts';

/** /seller-listings/sales/:orderId: the sales feature's sale page, with the messages feature's conversation and
 * the trust feature's rating of the buyer. */
export function SaleRoute() {
  // A sale is worth hearing about at once: the push prompt may show from now on (docs/decisions/086-web-push.md).
  useEffect(notePushMoment, []);
  return <SalePage Conversations={OrderConversations} Ratings={DealRatings} />;
}
