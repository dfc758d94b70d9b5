import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /achievements: points, level and badges. */
export function AchievementsPage() {
  return <ComingSoon title="Achievements" />;
}
