import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { OrderDetail } from '../../../domain/contracts/orders.ts';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { AdminOrderActions } from './components/admin-order-actions.tsx';
import { useBackToAdminList } from './components/admin-order-link.tsx';

interface AdminOrderView {
  back: { to: string; label: string };
  Actions: ComponentType<{ order: OrderDetail }>;
}

export interface AdminOrderPageProps {
  /** The orders feature's order page, shown with the admin's actions and way back: the route passes it in. */
  OrderPage: ComponentType<{ adminView: AdminOrderView }>;
}

/**
 * /admin/orders/:id: an order as an admin sees it (docs/decisions/035-an-admins-view-of-an-order.md) — the
 * buyer's page of it, with the admin's actions and a way back to the list it was opened from.
 */
export function AdminOrderPage({ OrderPage }: AdminOrderPageProps) {
  const { data: user, isPending } = useUser();
  const { t } = useLingui();
  const back = useBackToAdminList();
  if (isPending) return <CenteredSpinner />;
  if (!user?.isAdmin) {
    return <AccessDenied message={t`You don't have permission to access the admin dashboard.`} />;
  }
  return <OrderPage adminView={{ back, Actions: AdminOrderActions }} />;
}
