import { InboxLink } from '../../features/messages/components/inbox-link.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';

/** The inbox and the bell, a signed-in student's: loaded for them only (docs/decisions/101-hydrate-the-first-screen-first.md). */
export function StudentHeaderLinks() {
  return (
    <>
      <InboxLink />
      <NotificationBell />
    </>
  );
}
