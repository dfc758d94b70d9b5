import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /checkout: delivery details, payment and the order summary. */
export function CheckoutPage() {
  return <ComingSoon title="Checkout" />;
}
