import { Popover } from 'radix-ui';
import { type RefObject, useId } from 'react';
import { NotificationsCard } from './notifications-card.tsx';

interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the card hangs from it, and focus goes back to it on close. */
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/** The notifications card, opened from the header's bell; Escape or a tap outside closes it. */
export function NotificationsPopover({ open, onOpenChange, anchorRef }: NotificationsPopoverProps) {
  const headingId = useId();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={headingId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border bg-white shadow-soft"
          // A press on the bell itself toggles the card: it must not count as "outside" and reopen it.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target))
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
        >
          <NotificationsCard headingId={headingId} onLeave={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
