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
export function UserDetailsDialog({ user, label = 'Details' }: { user: AdminUser; label?: string }) {
  const name = displayName(user);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${label} of ${user.username}`}>
          <UserRound aria-hidden="true" className="size-4" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription>
          @{user.username} · User #{user.id} {user.isAdmin && <Badge tone="primary">Admin</Badge>}
        </DialogDescription>
        <dl className="mt-4 text-sm">
          <Row label="Email">{user.email}</Row>
          <Row label="Phone">{user.phone ?? 'Not given'}</Row>
          <Row label="Joined">{indiaDateTime(user.createdAt)}</Row>
          <Row label="Products listed">{user.productsListed}</Row>
          <Row label="Orders received">{user.ordersReceived}</Row>
          <Row label="Total earnings">{formatPrice(user.totalEarnings)}</Row>
          <Row label="Orders placed">{user.ordersPlaced}</Row>
          <Row label="Total spent">{formatPrice(user.totalSpent)}</Row>
          <Row label="Average order value">{formatPrice(user.averageOrderValue)}</Row>
          {user.recentOrders.length > 0 && (
            <Row label="Recent orders">
              <ul>
                {user.recentOrders.map((order) => (
                  <li key={order.id} className="tabular-nums">
                    {formatOrderNumber(order.id)} · {formatPrice(order.totalAmount)} ·{' '}
                    {statusLabel(order.status)} · {indiaDate(order.createdAt)}
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
