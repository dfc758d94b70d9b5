import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../domain/contracts/admin.ts';
import { displayName } from '../../../../domain/display-name.ts';
import { statusLabel } from '../../../components/order-status-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { indiaDate, indiaDateTime } from './admin-format.ts';
import { ContactLinks } from './contact-links.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b py-2 last:border-b-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A details (or profile) popup with everything the dashboard knows about a user. */
export function UserDetailsDialog({ user, label }: { user: AdminUser; label?: string }) {
  const { i18n, t } = useLingui();
  const name = displayName(user);
  const button = label ?? t`Details`;
  const username = user.username;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t`${button} of ${username}`}>
          <UserRound aria-hidden="true" className="size-4" />
          {button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription>
          @{user.username} · {t`User #${ph({ id: user.id })}`}{' '}
          {user.isAdmin && (
            <Badge tone="primary">
              <Trans>Admin</Trans>
            </Badge>
          )}
        </DialogDescription>
        <dl className="mt-4 text-sm">
          <Row label={t`Email`}>{user.email}</Row>
          <Row label={t`Phone`}>{user.phone ?? t`Not given`}</Row>
          <Row label={t`Joined`}>{indiaDateTime(i18n, user.createdAt)}</Row>
          <Row label={t`Products listed`}>{user.productsListed}</Row>
          <Row label={t`Orders received`}>{user.ordersReceived}</Row>
          <Row label={t`Total earnings`}>{formatPrice(user.totalEarnings)}</Row>
          <Row label={t`Orders placed`}>{user.ordersPlaced}</Row>
          <Row label={t`Total spent`}>{formatPrice(user.totalSpent)}</Row>
          <Row label={t`Average order value`}>{formatPrice(user.averageOrderValue)}</Row>
          {user.recentOrders.length > 0 && (
            <Row label={t`Recent orders`}>
              <ul>
                {user.recentOrders.map((order) => (
                  <li key={order.id} className="tabular-nums">
                    {formatOrderNumber(order.id)} · {formatPrice(order.totalAmount)} ·{' '}
                    {statusLabel(order.status, i18n)} · {indiaDate(i18n, order.createdAt)}
                  </li>
                ))}
              </ul>
            </Row>
          )}
        </dl>
        <div className="mt-4">
          <ContactLinks name={name} phone={user.phone} email={user.email} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
