import { Trans, useLingui } from '@lingui/react/macro';
import type { EarnedAchievement } from '../../../../domain/contracts/achievements.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { recentAchievements } from '../achievement-progress.ts';
import { achievementName } from '../achievement-text.ts';
import { AchievementIcon } from './achievement-icon.tsx';
import { RarityBadge } from './rarity-badge.tsx';

/** Recent Achievements: the first six earned (spec, section 2). */
export function RecentAchievements({ earned }: { earned: EarnedAchievement[] }) {
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const recent = recentAchievements(earned);
  return (
    <section aria-labelledby="recent-achievements-heading">
      <h2 id="recent-achievements-heading" className="mb-3 font-semibold text-lg text-slate-900">
        <Trans>Recent Achievements</Trans>
      </h2>
      {recent.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Buy, sell or review an item to unlock your first achievement.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Recent Achievements`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map(({ achievement, earnedAt }) => {
            const date = formatDate(earnedAt);
            const { points } = achievement;
            return (
              <li
                key={achievement.id}
                className="flex items-center gap-3 rounded-lg border bg-white p-3 shadow-soft"
              >
                <AchievementIcon icon={achievement.icon} completed />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-semibold text-slate-900">{achievementName(i18n, achievement)}</p>
                  <p className="text-slate-600 text-xs">
                    <Trans>
                      Earned {date} · {points} points
                    </Trans>
                  </p>
                </div>
                <RarityBadge rarity={achievement.rarity} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
