/**
 * Levels grow with achievement points. Reaching level L takes 25 × L × (L − 1) points: level 2 at 50,
 * level 3 at 150, level 5 at 500, level 10 at 2,250. Each level costs 50 points more than the one before,
 * so early levels come quickly and later ones mark real activity.
 */
export function pointsForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`Not a level: ${level}`);
  return 25 * level * (level - 1);
}

/** The highest level whose threshold the points reach (level 1 at 0 points). */
export function levelForPoints(points: number): number {
  let level = 1;
  while (pointsForLevel(level + 1) <= points) level += 1;
  return level;
}

/** Progress from the current level's threshold to the next one, in percent, capped at 100 (spec, section 4). */
export function levelProgressPercent(points: number): number {
  const level = levelForPoints(points);
  const floor = pointsForLevel(level);
  const span = pointsForLevel(level + 1) - floor;
  return Math.min(100, ((points - floor) / span) * 100);
}

export type TierName = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert' | 'Legend';

/** The badge beside the level: under 5 Beginner (green), 5–9 Intermediate, 10–24 Advanced (blue), 25–49 Expert (yellow), 50+ Legend (purple). */
export function tierFor(level: number): {
  name: TierName;
  colour: 'green' | 'indigo' | 'blue' | 'yellow' | 'purple';
} {
  if (level >= 50) return { name: 'Legend', colour: 'purple' };
  if (level >= 25) return { name: 'Expert', colour: 'yellow' };
  if (level >= 10) return { name: 'Advanced', colour: 'blue' };
  if (level >= 5) return { name: 'Intermediate', colour: 'indigo' };
  return { name: 'Beginner', colour: 'green' };
}
