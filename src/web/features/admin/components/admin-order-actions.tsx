import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '../../../../domain/contracts/orders.ts';
import { TitledCard } from '../../../components/ui/card.tsx';
import { useBackToAdminList } from './admin-order-link.tsx';
import { DeleteTransactionButton } from './delete-transaction-button.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { RefundDecisionDialog } from './refund-decision-dialog.tsx';

/**
 * What an admin can do to an order from its page, as from the lists: move its status (the transition table's
 * admin moves, docs/decisions/034-order-transitions.md), decide a refund request, delete the transaction —
 * after which the page it came from is where the admin goes.
 */
export function AdminOrderActions({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const back = useBackToAdminList();
  return (
    <TitledCard title={t`Admin actions`}>
      <p className="mb-3 text-slate-600 text-sm">
        <Trans>A new status is saved at once; the buyer is notified and it is kept in the history.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusSelect orderId={order.id} status={order.status} />
        <RefundDecisionDialog order={order} />
        <DeleteTransactionButton orderId={order.id} onDeleted={() => navigate(back.to)} />
      </div>
    </TitledCard>
  );
}
