import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /orders: the signed-in user's orders. */
export function OrdersPage() {
  return <ComingSoon title="Your Orders" />;
}
