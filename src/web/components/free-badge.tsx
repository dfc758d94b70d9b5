import { Trans, useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

/**
 * A listing passed on for nothing (docs/decisions/093-free-listings.md). The word carries the meaning; the icon
 * and colour only repeat it.
 */
export function FreeBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Badge
      tone="green"
      title={t`Passed on for free: no price, no fee, collected in person`}
      className={className}
    >
      <Gift aria-hidden="true" className="size-3.5" />
      <Trans>Free</Trans>
    </Badge>
  );
}

/** What a free item costs wherever a price would show: the cart, the checkout, an order, a sale, a receipt. */
export function FreeCollectInPerson({ className }: { className?: string }) {
  return (
    <span className={className ?? 'font-semibold text-status-green'}>
      <Trans>Free — collect in person</Trans>
    </span>
  );
}
