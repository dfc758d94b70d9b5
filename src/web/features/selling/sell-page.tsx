import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /sell: create a listing. */
export function SellPage() {
  return <ComingSoon title="Sell Your Items" />;
}
