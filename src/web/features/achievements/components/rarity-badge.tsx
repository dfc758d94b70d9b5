import type { Rarity } from '../../../../domain/achievements.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const rarityTones: Record<Rarity, BadgeTone> = {
  common: 'neutral',
  rare: 'blue',
  epic: 'purple',
  legendary: 'accent',
};

const rarityNames: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  return <Badge tone={rarityTones[rarity]}>{rarityNames[rarity]}</Badge>;
}
