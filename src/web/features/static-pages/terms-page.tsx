import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /terms: also the About and Fees & Commissions page. */
export function TermsPage() {
  return <ComingSoon title="Terms & Conditions" />;
}
