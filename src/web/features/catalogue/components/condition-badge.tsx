import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

// Better condition, warmer signal; the word itself always says which it is.
const conditionTones: Record<string, BadgeTone> = {
  New: 'green',
  'Like New': 'green',
  Good: 'primary',
  Fair: 'neutral',
  Poor: 'neutral',
};

export function ConditionBadge({ condition }: { condition: string }) {
  return <Badge tone={conditionTones[condition] ?? 'neutral'}>{condition}</Badge>;
}
