import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import type { AchievementStatus } from '../achievement-progress.ts';
import { achievementDescription, achievementName } from '../achievement-text.ts';
import { AchievementIcon } from './achievement-icon.tsx';
import { RarityBadge } from './rarity-badge.tsx';

/** One achievement in a category tab: what it asks, its rarity and points, status, progress and earned date. */
export function AchievementCard({ status }: { status: AchievementStatus }) {
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const { achievement, completed, progress, earnedAt } = status;
  const name = achievementName(i18n, achievement);
  const { points } = achievement;
  return (
    <article
      aria-labelledby={`achievement-${achievement.id}`}
      className="flex h-full gap-3 rounded-lg border bg-white p-4 shadow-soft"
    >
      <AchievementIcon icon={achievement.icon} completed={completed} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`achievement-${achievement.id}`} className="font-semibold text-slate-900">
            {name}
          </h3>
          <RarityBadge rarity={achievement.rarity} />
        </div>
        <p className="text-slate-600 text-sm">{achievementDescription(i18n, achievement)}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {completed ? (
            <Badge tone="green">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              <Trans>Completed</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Lock aria-hidden="true" className="size-3.5" />
              <Trans>Locked</Trans>
            </Badge>
          )}
          <span className="font-medium text-slate-700 tabular-nums">
            <Trans>{points} points</Trans>
          </span>
        </div>
        <div className="flex items-center gap-3">
          <Progress
            value={progress}
            label={t`Progress towards ${name}`}
            tone={completed ? 'success' : 'primary'}
          />
          <span className="w-10 shrink-0 text-right font-medium text-slate-700 text-sm tabular-nums">
            {progress}%
          </span>
        </div>
        {earnedAt && <EarnedOn date={formatDate(earnedAt)} />}
      </div>
    </article>
  );
}

function EarnedOn({ date }: { date: string }) {
  return (
    <p className="text-slate-600 text-xs">
      <Trans>Earned {date}</Trans>
    </p>
  );
}
