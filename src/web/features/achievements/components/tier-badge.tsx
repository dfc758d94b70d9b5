import { tierFor } from '../../../../domain/levels.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

type TierColour = ReturnType<typeof tierFor>['colour'];

// The spec's tier colours (section 4); Intermediate has none there, so it takes the brand's indigo.
const tierTones: Record<TierColour, BadgeTone> = {
  green: 'green',
  indigo: 'primary',
  blue: 'blue',
  yellow: 'yellow',
  purple: 'purple',
};

/** "Level 12 · Advanced": the level with its tier name in the tier's colour. */
export function TierBadge({ level }: { level: number }) {
  const tier = tierFor(level);
  return (
    <Badge tone={tierTones[tier.colour]} size="md">
      Level {level} · {tier.name}
    </Badge>
  );
}
