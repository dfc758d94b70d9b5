import { Trans, useLingui } from '@lingui/react/macro';
import { tierFor } from '../../../../domain/levels.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { tierName } from '../achievement-text.ts';

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
  const { i18n } = useLingui();
  const { name, colour } = tierFor(level);
  const tier = tierName(i18n, name);
  return (
    <Badge tone={tierTones[colour]} size="md">
      <Trans>
        Level {level} · {tier}
      </Trans>
    </Badge>
  );
}
