import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import type { OrderMessage } from '../../../../domain/contracts/messages.ts';
import { PayOutsideNotice } from '../../../components/pay-outside-notice.tsx';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';

/** Something else shown in a conversation's timeline at its time (an offer's card), by another feature. */
export interface TimelineExtra {
  key: string;
  /** ISO time: where it goes among the messages. */
  at: string;
  node: ReactNode;
}

interface MessageListProps {
  messages: readonly OrderMessage[];
  /**
   * How many of the first messages were written about the listing before the order (docs/decisions/037): a
   * line after them marks where the order began.
   */
  askedBeforeOrder?: number;
  /** Shown among the messages by time. */
  extras?: readonly TimelineExtra[];
  /** Whose messages show on the right as "You". */
  viewerId: number;
  /** What the list is called for screen readers, e.g. "Messages with Rohan Mehta". */
  label: string;
  /** The names shown above each side's messages (an admin reading a dispute sees both sides by name). */
  names: Record<OrderMessage['authorRole'], string>;
}

/**
 * The messages of one conversation, oldest first, scrolled to the newest. Texts are shown as plain text
 * (links too, docs/decisions/032-order-conversations.md); new ones are announced politely.
 */
export function MessageList({
  messages,
  askedBeforeOrder = 0,
  extras = [],
  viewerId,
  label,
  names,
}: MessageListProps) {
  const { t } = useLingui();
  const { formatDateTime } = useFormatters();
  const scroller = useRef<HTMLOListElement>(null);
  const newest = `${messages.at(-1)?.id}:${extras.length}`;
  useEffect(() => {
    const list = scroller.current;
    if (list && newest) list.scrollTop = list.scrollHeight;
  }, [newest]);
  const timeline = [
    ...messages.map((message, index) => ({
      key: `message-${message.id}`,
      at: message.createdAt,
      index,
      message,
    })),
    ...extras.map((extra) => ({ key: extra.key, at: extra.at, index: -1, extra })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <ol
      ref={scroller}
      aria-label={label}
      aria-live="polite"
      className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded-lg bg-slate-50 p-3"
    >
      {timeline.map((item) => {
        if ('extra' in item) return <li key={item.key}>{item.extra.node}</li>;
        const { message } = item;
        const mine = message.authorId === viewerId;
        const orderBegins = askedBeforeOrder > 0 && item.index === askedBeforeOrder;
        return [
          orderBegins && (
            <li key="order-begins" className="self-center text-slate-600 text-xs">
              {t`The order was placed`}
            </li>
          ),
          <li key={item.key} className={cn('flex max-w-[85%] flex-col gap-1', mine && 'self-end items-end')}>
            <span className="flex items-center gap-1 text-slate-600 text-xs">
              <span>
                {mine ? t`You` : names[message.authorRole]} ·{' '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </span>
              {!mine && message.text !== null && (
                <ReportMenu targetType="message" targetId={message.id} ownerId={message.authorId} />
              )}
            </span>
            {!mine && <PayOutsideNotice text={message.text} />}
            <p
              className={cn(
                'whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
                mine && 'bg-primary-800 text-white',
                !mine && 'border bg-white',
                !mine && (message.text === null ? 'text-slate-600 italic' : 'text-slate-900'),
              )}
            >
              {/* Removed after a report (docs/decisions/083), or erased when its author deleted their account (081). */}
              {message.removed
                ? t`Removed by the PassItOn team`
                : (message.text ?? t`Message deleted: its author deleted their account.`)}
            </p>
          </li>,
        ];
      })}
    </ol>
  );
}
