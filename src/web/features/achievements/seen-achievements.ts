import { localStore } from '../../lib/storage.ts';

type SeenByUser = Record<string, string[]>;

/** The achievement ids this browser last showed the user, or null before the first time. */
export function readSeenAchievements(userId: number): string[] | null {
  return localStore.get<SeenByUser>('seenAchievements')?.[userId] ?? null;
}

export function writeSeenAchievements(userId: number, achievementIds: string[]): void {
  const seen = localStore.get<SeenByUser>('seenAchievements') ?? {};
  localStore.set('seenAchievements', { ...seen, [userId]: achievementIds });
}
