import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/order-status.ts';
import { statusLabel } from '../../../components/order-status-badge.tsx';
import { controlVariants } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatOrderNumber } from '../../../lib/format.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';

/**
 * The status dropdown of an order row: any status of the spec (admins may set any:
 * docs/decisions/023-stock-and-orders.md). The change is sent at once; the toast says whether it worked
 * ('Order Updated' / 'Failed to update order status.').
 */
export function OrderStatusSelect({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const update = useUpdateOrderStatus();
  const { i18n, t } = useLingui();
  const number = formatOrderNumber(orderId);
  return (
    <select
      aria-label={t`Change status of ${number}`}
      className={cn(controlVariants({ textSize: 'sm', fullWidth: false }), 'min-h-11 w-44')}
      value={update.isPending ? update.variables.status : status}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ orderId, status: event.target.value as OrderStatus })}
    >
      {ORDER_STATUSES.map((option) => (
        <option key={option} value={option}>
          {statusLabel(option, i18n)}
        </option>
      ))}
    </select>
  );
}
