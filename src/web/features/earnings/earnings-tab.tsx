import { CircleAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { PayoutEntry } from '../../../domain/contracts/payouts.ts';
import { PAYOUTS_PAGE_SIZE } from '../../../domain/contracts/payouts.ts';
import { salePagePath } from '../../../domain/exchange.ts';
import type { PayoutStatus } from '../../../domain/payouts.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { usePayouts } from './api/get-payouts.ts';

const STATUS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  due: { label: 'Due', tone: 'blue' },
  paid: { label: 'Paid', tone: 'green' },
};

function Total({ label, amount, hint }: { label: string; amount: string; hint: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <h3 className="font-medium text-slate-600 text-sm">{label}</h3>
      <p className="font-semibold text-2xl text-slate-900 tabular-nums">{formatPrice(amount)}</p>
      <p className="text-slate-500 text-xs">{hint}</p>
    </Card>
  );
}

function EntryRow({ entry }: { entry: PayoutEntry }) {
  const status = STATUS[entry.status];
  const reversal = entry.kind === 'reversal';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="flex flex-col">
        <Link
          to={salePagePath(entry.orderId)}
          className="font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          {entry.orderNumber}
        </Link>
        <span className="text-slate-500 text-xs">
          {reversal ? 'Refunded to the buyer' : 'Sale handed over'} · {formatDate(entry.createdAt)}
          {entry.status === 'pending' ? ` · due ${formatDate(entry.dueAt)}` : ''}
          {entry.paidAt ? ` · paid ${formatDate(entry.paidAt)}` : ''}
          {entry.reference ? ` · ref. ${entry.reference}` : ''}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span className={`font-semibold tabular-nums ${reversal ? 'text-status-red' : 'text-slate-900'}`}>
          {reversal ? `−${formatPrice(entry.amount.replace('-', ''))}` : formatPrice(entry.amount)}
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
    </li>
  );
}

interface EarningsTabProps {
  /** 1-based. */
  page: number;
  /** The address of another page of entries. */
  hrefFor: (page: number) => string;
}

/**
 * The Earnings tab of the seller dashboard (docs/decisions/043-seller-payout-ledger.md): what is pending, due and
 * paid, and every ledger entry, newest first — each linked to its sale.
 */
export function EarningsTab({ page, hrefFor }: EarningsTabProps) {
  const { data, isPending, isError, error, refetch } = usePayouts(page);
  if (isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={CircleAlert}
        title="Your earnings could not be loaded"
        description={errorMessage(error)}
        action={<Button onClick={() => refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Earnings totals" className="grid gap-4 sm:grid-cols-3">
        <Total label="Pending" amount={data.pending} hint="Becomes due 2 working days after the hand-over" />
        <Total label="Due" amount={data.due} hint="To be paid to you by PassItOn" />
        <Total label="Paid" amount={data.paid} hint="Already sent to you" />
      </section>
      {data.total === 0 ? (
        <EmptyState
          icon={Wallet}
          title="No earnings yet"
          description="When you hand over a sale paid online, the price you receive shows up here."
        />
      ) : (
        <Card className="px-4">
          <ul aria-label="Earnings" className="divide-y divide-slate-200">
            {data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      )}
      <Pagination page={page} pageCount={Math.ceil(data.total / PAYOUTS_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
