import { Trans, useLingui } from '@lingui/react/macro';
import type { EarnedAchievement, UserStats } from '../../../../domain/contracts/achievements.ts';
import { levelProgressPercent, pointsForLevel } from '../../../../domain/levels.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { completionSummary } from '../achievement-progress.ts';
import { RecentAchievements } from './recent-achievements.tsx';
import { TierBadge } from './tier-badge.tsx';

const points = new Intl.NumberFormat('en-IN');

interface OverviewTabProps {
  earned: EarnedAchievement[];
  stats: UserStats;
}

/** Overview (spec, section 2): Progress, Current Level and Total Points, then Recent Achievements. */
export function OverviewTab({ earned, stats }: OverviewTabProps) {
  const { t } = useLingui();
  const summary = completionSummary(earned);
  const level = stats.currentLevel;
  const toNextLevel = points.format(Math.max(0, pointsForLevel(level + 1) - stats.totalPoints));
  const nextLevel = level + 1;
  const { percent } = summary;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader className="pb-2 sm:pb-2">
            <CardTitle size="md">
              <Trans>Progress</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="font-bold text-3xl text-slate-900 tabular-nums">
              {summary.completed}
              <span className="font-medium text-lg text-slate-600"> / {summary.total}</span>
            </p>
            <Progress value={Number(summary.percent)} label={t`Achievements completed`} />
            <p className="text-slate-600 text-sm">
              <Trans>{percent}% complete</Trans>
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2 sm:pb-2">
            <CardTitle size="md">
              <Trans>Current Level</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col items-start gap-3">
            <TierBadge level={level} />
            <Progress
              value={levelProgressPercent(stats.totalPoints)}
              label={t`Experience towards level ${nextLevel}`}
              tone="accent"
            />
            <p className="text-slate-600 text-sm">
              <Trans>
                {toNextLevel} points to level {nextLevel}
              </Trans>
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2 sm:pb-2">
            <CardTitle size="md">
              <Trans>Total Points</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-1">
            <p className="font-bold text-3xl text-primary-800 tabular-nums">
              {points.format(stats.totalPoints)}
            </p>
            <p className="text-slate-600 text-sm">
              <Trans>Earned from unlocked achievements</Trans>
            </p>
          </CardContent>
        </Card>
      </div>
      <RecentAchievements earned={earned} />
    </div>
  );
}
