import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isOrderId } from '../api/get-order.ts';

export type Unavailable = 'missing' | 'not-yours' | 'failed';

/** Why there is no order to show: none by that number (or it was removed), another buyer's, or a failed load. */
export function unavailableReason(orderId: number, error: unknown): Unavailable {
  if (!isOrderId(orderId)) return 'missing';
  if (error instanceof ApiError && error.status === 404) return 'missing';
  if (error instanceof ApiError && error.status === 403) return 'not-yours';
  return 'failed';
}

const unavailableTexts: Record<Unavailable, { title: MessageDescriptor; description: MessageDescriptor }> = {
  missing: { title: msg`Order not found`, description: msg`There is no such order, or it has been removed.` },
  'not-yours': { title: msg`Order not found`, description: msg`This order belongs to another account.` },
  failed: {
    title: msg`This order could not be loaded`,
    description: msg`Check your connection and reload the page.`,
  },
};

/** The order page's (and the receipt's) answer when the order cannot be shown. */
export function OrderUnavailable({ reason }: { reason: Unavailable }) {
  const { i18n } = useLingui();
  const { title, description } = unavailableTexts[reason];
  return (
    <EmptyState
      icon={PackageX}
      title={i18n._(title)}
      description={i18n._(description)}
      action={
        <Button asChild>
          <Link to="/orders">
            <Trans>See your orders</Trans>
          </Link>
        </Button>
      }
    />
  );
}
