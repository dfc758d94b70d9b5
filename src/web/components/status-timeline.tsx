import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusChange } from '../../domain/contracts/orders.ts';
import { useHistoryNoteText } from '../lib/i18n/server-texts.ts';
import { useFormatters } from '../lib/i18n/use-formatters.ts';
import { useTranslator } from '../lib/i18n/use-translator.ts';
import { statusLabel } from './order-status-badge.tsx';

/** Who took a step, in words: the buyer or seller by name, PassItOn's team, or nobody (it happened by itself). */
export function changedByLabel(
  i18n: I18n,
  change: Pick<StatusChange, 'changedBy' | 'changedByName'>,
): string {
  const name = change.changedByName;
  switch (change.changedBy) {
    case 'buyer':
      return name ? i18n._(msg`By ${name} (buyer)`) : i18n._(msg`By the buyer (buyer)`);
    case 'seller':
      return name ? i18n._(msg`By ${name} (seller)`) : i18n._(msg`By the seller (seller)`);
    case 'admin':
      return i18n._(msg`By the PassItOn team`);
    default:
      return i18n._(msg`Automatically`);
  }
}

/**
 * Every step the order went through, oldest first, with who took it and why when the step says so (its note, in
 * the reader's language). A step that changed no status (one seller's part handed over) shows its note as the
 * heading.
 */
export function StatusTimeline({ history }: { history: readonly StatusChange[] }) {
  const i18n = useTranslator();
  const { formatDateTime } = useFormatters();
  const historyNoteText = useHistoryNoteText();
  return (
    <ol className="flex flex-col">
      {history.map((change, index) => {
        const note = historyNoteText(change);
        const partStep = change.fromStatus === change.toStatus && note !== null;
        return (
          <li
            key={`${change.createdAt}-${change.toStatus}-${note ?? ''}`}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {index < history.length - 1 && (
              <span aria-hidden="true" className="absolute top-4 left-[5px] h-full w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className="relative mt-1.5 size-3 shrink-0 rounded-full bg-primary-800"
            />
            <div className="flex flex-col text-sm">
              <span className="font-medium text-slate-900">
                {partStep ? note : statusLabel(change.toStatus, i18n)}
              </span>
              <time dateTime={change.createdAt} className="text-slate-600">
                {formatDateTime(change.createdAt)}
              </time>
              <span className="text-slate-600">{changedByLabel(i18n, change)}</span>
              {note && !partStep && <span className="text-slate-700">{note}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
