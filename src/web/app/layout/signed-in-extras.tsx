import { AchievementUnlockWatcher } from '../../features/achievements/achievement-unlock-watcher.tsx';
import { PushPrompt } from '../../features/push/components/push-prompt.tsx';
import { useLiveEvents } from '../live/use-live-events.ts';

/**
 * What the app does for a signed-in student beyond the page: the live stream (docs/decisions/064-live-events.md),
 * the push card (086) and the watch for new achievements. The layout loads it only for a student, so a guest's
 * first load carries none of it (docs/decisions/101-hydrate-the-first-screen-first.md).
 */
export function SignedInExtras({ userId }: { userId: number }) {
  useLiveEvents(userId);
  return (
    <>
      <PushPrompt />
      <AchievementUnlockWatcher userId={userId} />
    </>
  );
}
