import { useLingui } from '@lingui/react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { conditionName } from '../../../lib/i18n/catalogue-labels.ts';

// Better condition, warmer signal; the word itself always says which it is.
const conditionTones: Record<string, BadgeTone> = {
  New: 'green',
  'Like New': 'green',
  Good: 'primary',
  Fair: 'neutral',
  Poor: 'neutral',
};

export function ConditionBadge({ condition }: { condition: string }) {
  const { i18n } = useLingui();
  return <Badge tone={conditionTones[condition] ?? 'neutral'}>{conditionName(i18n, condition)}</Badge>;
}
