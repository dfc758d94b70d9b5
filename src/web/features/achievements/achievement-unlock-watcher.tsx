import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACHIEVEMENTS_BY_ID } from '../../../domain/achievements.ts';
import {
  currentToast,
  subscribeToToasts,
  type ToastOptions,
  toast,
} from '../../components/ui/toast-store.ts';
import { achievementName } from './achievement-text.ts';
import { earnedAchievementsQueryOptions } from './api/get-earned-achievements.ts';
import { userStatsQueryOptions } from './api/get-user-stats.ts';
import { readSeenAchievements, writeSeenAchievements } from './seen-achievements.ts';

/**
 * Says "Achievement unlocked: First Sale" when the earned list holds one this browser has not shown the user
 * yet. The list is read every minute while the tab is visible, and again right after any successful action
 * (an order, a review): that is when the server awards them. Renders nothing.
 */
export function AchievementUnlockWatcher({ userId }: { userId: number }) {
  // The translator itself, which stays the same object when the language changes: the toast is said in the
  // language of the moment, and the effect below does not run again on every render.
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: earned } = useQuery(earnedAchievementsQueryOptions(userId));

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        void queryClient.invalidateQueries({ queryKey: earnedAchievementsQueryOptions(userId).queryKey });
        void queryClient.invalidateQueries({ queryKey: userStatsQueryOptions(userId).queryKey });
      }),
    [queryClient, userId],
  );

  useEffect(() => {
    if (!earned) return;
    const ids = earned.map((record) => record.achievementId);
    const seen = readSeenAchievements(userId);
    writeSeenAchievements(userId, ids);
    // The first list this browser sees is the starting point, not news.
    if (seen === null) return;
    const names = ids
      .filter((id) => !seen.includes(id))
      .flatMap((id) => {
        const achievement = ACHIEVEMENTS_BY_ID.get(id);
        return achievement ? [achievementName(i18n, achievement)] : [];
      });
    if (names.length > 0) {
      const unlocked = names.join(', ');
      toastAfterCurrent({ title: i18n._(msg`Achievement unlocked: ${unlocked}`), variant: 'success' });
    }
  }, [earned, userId, i18n]);

  return null;
}

/**
 * One toast shows at a time and a new one replaces it (spec, section 9). An unlock usually follows the action
 * that earned it ("Review submitted"), so it waits for that toast to close instead of hiding it.
 */
function toastAfterCurrent(options: ToastOptions): void {
  if (!currentToast()?.open) {
    toast(options);
    return;
  }
  const unsubscribe = subscribeToToasts(() => {
    if (currentToast()?.open) return;
    unsubscribe();
    toast(options);
  });
}
