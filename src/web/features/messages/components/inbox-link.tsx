import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useUnreadMessageCount } from '../api/get-unread-messages.ts';

/** The header's way to the inbox for a signed-in student, with how many messages to them are unread. */
export function InboxLink({ className }: { className?: string }) {
  const { t } = useLingui();
  const unread = useUnreadMessageCount();
  return (
    <Link
      to="/inbox"
      // "Inbox, 2 unread": the link's accessible name, since the number alone is only a bubble.
      aria-label={unread > 0 ? t`Inbox, ${unread} unread` : t`Inbox`}
      className={cn(
        'relative flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      <MessagesSquare aria-hidden="true" className="size-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 font-semibold text-slate-900 text-xs tabular-nums"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
