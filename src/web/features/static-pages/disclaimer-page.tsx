import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /disclaimer. */
export function DisclaimerPage() {
  return <ComingSoon title="Disclaimer" />;
}
