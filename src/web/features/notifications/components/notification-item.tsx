import { useLingui } from '@lingui/react/macro';
import {
  BadgeIndianRupee,
  Bell,
  BookHeart,
  HandCoins,
  type LucideIcon,
  MessageCircle,
  Package,
  PackageX,
  PartyPopper,
  Search,
  TrendingDown,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '../../../../domain/contracts/notifications.ts';
import { cn } from '../../../lib/cn.ts';
import { useNotificationText } from '../../../lib/i18n/server-texts.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useMarkNotificationRead } from '../api/mark-notifications-read.ts';

const typeIcons: Record<Notification['type'], LucideIcon> = {
  signup: PartyPopper,
  order: Package,
  product_sold: BadgeIndianRupee,
  message: MessageCircle,
  saved_search: Search,
  favourite_price_drop: TrendingDown,
  favourite_sold_out: PackageX,
  offer: HandCoins,
  wanted: BookHeart,
  other: Bell,
};

/**
 * Where a notification leads: the server says (a buyer's notice opens the order, a seller's the sale page,
 * since the order page is the buyer's and closed to the seller; a notice about a listing opens the listing).
 */
function notificationLink(notification: Notification): string | undefined {
  return notification.link ?? undefined;
}

const rowClasses = 'flex w-full items-start gap-3 px-4 py-3 text-left';
const actionClasses = 'min-h-11 hover:bg-slate-50 focus-visible:bg-slate-50';

interface NotificationItemProps {
  notification: Notification;
  onLeave: () => void;
}

/** One notification: pressing it marks it read and, when it is about an order or a listing, opens it. */
export function NotificationItem({ notification, onLeave }: NotificationItemProps) {
  const { t } = useLingui();
  const { formatTimeAgo } = useFormatters();
  const notificationText = useNotificationText();
  const markRead = useMarkNotificationRead();
  const href = notificationLink(notification);
  const markReadIfUnread = () => {
    if (!notification.isRead) markRead.mutate(notification.id);
  };
  const content = <NotificationContent notification={notification} />;
  // One clear sentence for screen readers; the visible parts would otherwise run together.
  const message = notificationText(notification);
  const when = formatTimeAgo(notification.createdAt);
  const label = notification.isRead ? `${message} ${when}` : t`Unread: ${message} ${when}`;

  if (href) {
    return (
      <Link
        to={href}
        aria-label={label}
        className={cn(rowClasses, actionClasses)}
        onClick={() => {
          markReadIfUnread();
          onLeave();
        }}
      >
        {content}
      </Link>
    );
  }
  if (!notification.isRead) {
    return (
      <button
        type="button"
        aria-label={label}
        className={cn(rowClasses, actionClasses)}
        disabled={markRead.isPending}
        onClick={markReadIfUnread}
      >
        {content}
      </button>
    );
  }
  return <div className={rowClasses}>{content}</div>;
}

function NotificationContent({ notification }: { notification: Notification }) {
  const notificationText = useNotificationText();
  const { formatDateTime, formatTimeAgo } = useFormatters();
  const Icon = typeIcons[notification.type];
  const unread = !notification.isRead;
  return (
    <>
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary-50 text-primary-800' : 'bg-slate-100 text-slate-500',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
          {notificationText(notification)}
        </span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-slate-600 text-xs"
        >
          {formatTimeAgo(notification.createdAt)}
        </time>
      </span>
      {/* Unread is also bold text and, for screen readers, part of the row's name: the dot is not the only sign. */}
      {unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-500" />}
    </>
  );
}
