import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy Policy" />;
}
