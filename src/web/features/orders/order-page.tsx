import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /orders/:id: one order. */
export function OrderPage() {
  return <ComingSoon title="Order details" />;
}
