import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /database-monitor: tables and the read-only SQL console. */
export function DatabaseMonitorPage() {
  return <ComingSoon title="Database Monitor" />;
}
