import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from './notification-item.tsx';

interface NotificationsCardProps {
  headingId: string;
  /** Called when a notification's link is followed, so the card closes behind it. */
  onLeave: () => void;
}

/** The notifications card (seller-and-admin spec, section 2): the list in a 400 px area and "Mark all as read". */
export function NotificationsCard({ headingId, onLeave }: NotificationsCardProps) {
  const { t } = useLingui();
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const hasUnread = notifications.data?.some((notification) => !notification.isRead) ?? false;

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b py-1 pr-1 pl-4">
        <h2 id={headingId} className="font-semibold text-base text-slate-900">
          <Trans>Notifications</Trans>
        </h2>
        <Button
          variant="ghost"
          tone="primary"
          disabled={!hasUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      <div className="h-[400px] max-h-[60dvh] overflow-y-auto overscroll-contain">
        {notifications.isPending ? (
          <div role="status" className="flex flex-col gap-3 p-4">
            <span className="sr-only">
              <Trans>Loading notifications…</Trans>
            </span>
            {[1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </div>
        ) : notifications.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 p-4 text-slate-700 text-sm">
            <p>
              <Trans>Your notifications could not be loaded. Check your connection and try again.</Trans>
            </p>
            <Button variant="outline" onClick={() => notifications.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : notifications.data.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title={t`No notifications yet`}
            description={t`Orders and sales will show up here.`}
          />
        ) : (
          <ul aria-label={t`Notifications`} className="divide-y">
            {notifications.data.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onLeave={onLeave} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
