import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/order-status.ts';
import { statusesAnAdminMaySet } from '../../../../domain/order-transitions.ts';
import { statusLabel } from '../../../components/order-status-badge.tsx';
import { controlVariants } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatOrderNumber } from '../../../lib/format.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';

/**
 * The status dropdown of an order row: the order's status and the ones the transition table lets an admin move
 * it to (docs/decisions/034-order-transitions.md), in the spec's order. The change is sent at once; the toast
 * says whether it worked ('Order Updated' / 'Failed to update order status.').
 */
export function OrderStatusSelect({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const update = useUpdateOrderStatus();
  const { i18n, t } = useLingui();
  const number = formatOrderNumber(orderId);
  const allowed = statusesAnAdminMaySet(status);
  const choices = ORDER_STATUSES.filter((option) => option === status || allowed.includes(option));
  return (
    <select
      aria-label={t`Change status of ${number}`}
      className={cn(controlVariants({ textSize: 'sm', fullWidth: false }), 'min-h-11 w-44')}
      value={update.isPending ? update.variables.status : status}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ orderId, status: event.target.value as OrderStatus })}
    >
      {choices.map((option) => (
        <option key={option} value={option}>
          {statusLabel(option, i18n)}
        </option>
      ))}
    </select>
  );
}
