import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /seo-dashboard: search-engine status. */
export function SeoDashboardPage() {
  return <ComingSoon title="SEO Dashboard" />;
}
