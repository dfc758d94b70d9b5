import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /cart: the signed-in user's cart. */
export function CartPage() {
  return <ComingSoon title="Cart" />;
}
