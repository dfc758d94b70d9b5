import { useLingui } from '@lingui/react';
import type { Rarity } from '../../../../domain/achievements.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { rarityName } from '../achievement-text.ts';

const rarityTones: Record<Rarity, BadgeTone> = {
  common: 'neutral',
  rare: 'blue',
  epic: 'purple',
  legendary: 'accent',
};

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  const { i18n } = useLingui();
  return <Badge tone={rarityTones[rarity]}>{rarityName(i18n, rarity)}</Badge>;
}
