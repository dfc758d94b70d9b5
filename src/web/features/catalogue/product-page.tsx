import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /product/:id: one listing with its gallery and reviews. */
export function ProductPage() {
  return <ComingSoon title="Product details" />;
}
