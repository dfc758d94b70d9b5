import type { AchievementStatus } from '../achievement-progress.ts';
import { AchievementCard } from './achievement-card.tsx';

/** A category tab's achievements: one column on a phone, two from 640 px. */
export function AchievementList({ label, statuses }: { label: string; statuses: AchievementStatus[] }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {statuses.map((status) => (
        <li key={status.achievement.id}>
          <AchievementCard status={status} />
        </li>
      ))}
    </ul>
  );
}
