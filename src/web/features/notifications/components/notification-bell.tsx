import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { loadCode } from '../../../lib/load-code.ts';
import { useUnreadNotificationCount } from '../api/get-unread-notifications.ts';

const loadPopover = () => import('./notifications-popover.tsx');
// The card and its list are downloaded when the bell is first pressed; only the count is in the first load.
const NotificationsPopover = lazy(() =>
  loadCode(loadPopover).then((module) => ({ default: module.NotificationsPopover })),
);

/** The header's bell for a signed-in user: the unread count, and the notifications card when pressed. */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useLingui();
  const unread = useUnreadNotificationCount();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={bellRef}
        variant="ghost"
        size="icon"
        // "Notifications, 3 unread": the bell's accessible name, since the number alone is only a bubble.
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn('relative', className)}
        // Start the download on touch-down; the click follows a moment later.
        onPointerDown={loadPopover}
        onClick={() => {
          setOpened(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 font-semibold text-slate-900 text-xs tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPopover open={open} onOpenChange={setOpen} anchorRef={bellRef} />
        </Suspense>
      )}
    </>
  );
}
