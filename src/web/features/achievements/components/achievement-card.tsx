import { CircleCheck, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { AchievementStatus } from '../achievement-progress.ts';
import { AchievementIcon } from './achievement-icon.tsx';
import { RarityBadge } from './rarity-badge.tsx';

/** One achievement in a category tab: what it asks, its rarity and points, status, progress and earned date. */
export function AchievementCard({ status }: { status: AchievementStatus }) {
  const { achievement, completed, progress, earnedAt } = status;
  return (
    <article
      aria-labelledby={`achievement-${achievement.id}`}
      className="flex h-full gap-3 rounded-lg border bg-white p-4 shadow-soft"
    >
      <AchievementIcon icon={achievement.icon} completed={completed} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`achievement-${achievement.id}`} className="font-semibold text-slate-900">
            {achievement.name}
          </h3>
          <RarityBadge rarity={achievement.rarity} />
        </div>
        <p className="text-slate-600 text-sm">{achievement.description}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {completed ? (
            <Badge tone="green">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              Completed
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Lock aria-hidden="true" className="size-3.5" />
              Locked
            </Badge>
          )}
          <span className="font-medium text-slate-700 tabular-nums">{achievement.points} points</span>
        </div>
        <div className="flex items-center gap-3">
          <Progress
            value={progress}
            label={`Progress towards ${achievement.name}`}
            tone={completed ? 'success' : 'primary'}
          />
          <span className="w-10 shrink-0 text-right font-medium text-slate-700 text-sm tabular-nums">
            {progress}%
          </span>
        </div>
        {earnedAt && <p className="text-slate-600 text-xs">Earned {formatDate(earnedAt)}</p>}
      </div>
    </article>
  );
}
