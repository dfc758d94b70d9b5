import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InboxEntry } from '../../../../domain/contracts/messages.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { cn } from '../../../lib/cn.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { ListingThumbnail } from './listing-thumbnail.tsx';

/** The inbox's conversations, newest first: the listing, the other person, the last message, what is unread. */
export function InboxList({ entries }: { entries: readonly InboxEntry[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Conversations`} className="flex flex-col divide-y rounded-lg border bg-white">
      {entries.map((entry) => (
        <li key={entry.id}>
          <InboxRow entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function InboxRow({ entry }: { entry: InboxEntry }) {
  const { t } = useLingui();
  const { formatDateTime } = useFormatters();
  const title =
    entry.listing?.title ??
    (entry.orderId !== null ? t`Order ${orderNumber(entry.orderId)}` : t`Removed listing`);
  const about =
    entry.kind === 'order' && entry.orderId !== null
      ? entry.role === 'buyer'
        ? t`Your order ${orderNumber(entry.orderId)}`
        : t`Your sale ${orderNumber(entry.orderId)}`
      : entry.role === 'buyer'
        ? t`You asked`
        : t`Asked about your listing`;
  const last = entry.lastMessage;
  const preview = !last
    ? ''
    : last.removed
      ? t`Removed by the PassItOn team`
      : (last.text ?? t`Message deleted: its author deleted their account.`);
  const unread = entry.unreadCount > 0;
  return (
    <Link
      to={`/inbox/${entry.id}`}
      className="flex min-h-16 items-center gap-3 p-3 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      <ListingThumbnail image={entry.listing?.image ?? null} title={title} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
            {entry.otherName}
          </span>
          <time dateTime={entry.lastMessageAt} className="shrink-0 text-slate-600 text-xs">
            {formatDateTime(entry.lastMessageAt)}
          </time>
        </span>
        <span className="truncate text-slate-700 text-sm">
          {title} · {about}
        </span>
        <span className={cn('truncate text-sm', unread ? 'text-slate-900' : 'text-slate-600')}>
          {last?.mine && <Trans>You:</Trans>} {preview}
        </span>
      </div>
      {unread && (
        <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-accent-500 px-1.5 font-semibold text-slate-900 text-xs tabular-nums">
          <span aria-hidden="true">{entry.unreadCount}</span>
          <span className="sr-only">{t`${entry.unreadCount} unread`}</span>
        </span>
      )}
    </Link>
  );
}
