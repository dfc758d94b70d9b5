import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatPrice } from '../../lib/format.ts';
import { useFormatters } from '../../lib/i18n/use-formatters.ts';
import { usePayouts } from './api/get-payouts.ts';

const STATUS: Record<PayoutStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'yellow' },
  due: { label: msg`Due`, tone: 'blue' },
  paid: { label: msg`Paid`, tone: 'green' },
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
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const status = STATUS[entry.status];
  const reversal = entry.kind === 'reversal';
  const dueOn = formatDate(entry.dueAt);
  const paidOn = entry.paidAt ? formatDate(entry.paidAt) : '';
  const reference = entry.reference;
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
          {reversal ? t`Refunded to the buyer` : t`Sale handed over`} · {formatDate(entry.createdAt)}
          {entry.status === 'pending' ? ` · ${t`due ${dueOn}`}` : ''}
          {entry.paidAt ? ` · ${t`paid ${paidOn}`}` : ''}
          {reference ? ` · ${t`ref. ${reference}`}` : ''}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span className={`font-semibold tabular-nums ${reversal ? 'text-status-red' : 'text-slate-900'}`}>
          {reversal ? `−${formatPrice(entry.amount.replace('-', ''))}` : formatPrice(entry.amount)}
        </span>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
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
  const { t } = useLingui();
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
        title={t`Your earnings could not be loaded`}
        description={errorMessage(error)}
        action={
          <Button onClick={() => refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t`Earnings totals`} className="grid gap-4 sm:grid-cols-3">
        <Total
          label={t`Pending`}
          amount={data.pending}
          hint={t`Becomes due 2 working days after the hand-over`}
        />
        <Total label={t`Due`} amount={data.due} hint={t`To be paid to you by PassItOn`} />
        <Total label={t`Paid`} amount={data.paid} hint={t`Already sent to you`} />
      </section>
      {data.total === 0 ? (
        <EmptyState
          icon={Wallet}
          title={t`No earnings yet`}
          description={t`When you hand over a sale paid online, the price you receive shows up here.`}
        />
      ) : (
        <Card className="px-4">
          <ul aria-label={t`Earnings`} className="divide-y divide-slate-200">
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
