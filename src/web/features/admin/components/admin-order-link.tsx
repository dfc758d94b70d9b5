import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { formatOrderNumber } from '../../../lib/format.ts';

/** Which admin list an order was opened from, so the order's page leads back there. */
export type AdminOrderList = 'new-orders' | 'transactions';

/** The admin's own page of an order (/admin/orders/:id): its parts, history and conversations, and the actions. */
export function adminOrderPath(orderId: number, from: AdminOrderList = 'new-orders'): string {
  return from === 'transactions' ? `/admin/orders/${orderId}?from=transactions` : `/admin/orders/${orderId}`;
}

/** An order's number in an admin list, opening the admin's view of it. */
export function AdminOrderLink({ orderId, from }: { orderId: number; from?: AdminOrderList }) {
  return (
    <Link to={adminOrderPath(orderId, from)} className="text-primary-800 underline-offset-4 hover:underline">
      {formatOrderNumber(orderId)}
    </Link>
  );
}

/** The admin list the open order page came from (`?from=`), as the page's way back: its address and name. */
export function useBackToAdminList(): { to: string; label: string } {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return params.get('from') === 'transactions'
    ? { to: '/admin?tab=transactions', label: t`Transactions` }
    : { to: '/admin', label: t`Order Management` };
}
