import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /admin: platform administration. */
export function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
