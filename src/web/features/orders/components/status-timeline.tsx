import type { OrderDetail } from '../../../../domain/contracts/orders.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { statusLabel } from './order-status-badge.tsx';

/** Every status the order went through, oldest first, with who or why when the change says so. */
export function StatusTimeline({ history }: { history: OrderDetail['statusHistory'] }) {
  return (
    <ol className="flex flex-col">
      {history.map((change, index) => (
        <li key={`${change.createdAt}-${change.toStatus}`} className="relative flex gap-3 pb-4 last:pb-0">
          {index < history.length - 1 && (
            <span aria-hidden="true" className="absolute top-4 left-[5px] h-full w-0.5 bg-slate-200" />
          )}
          <span aria-hidden="true" className="relative mt-1.5 size-3 shrink-0 rounded-full bg-primary-800" />
          <div className="flex flex-col text-sm">
            <span className="font-medium text-slate-900">{statusLabel(change.toStatus)}</span>
            <time dateTime={change.createdAt} className="text-slate-600">
              {formatDateTime(change.createdAt)}
            </time>
            {change.note && <span className="text-slate-700">{change.note}</span>}
          </div>
        </li>
      ))}
    </ol>
  );
}
