import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { FeeOwed, PayoutEntry } from '../../../domain/contracts/payouts.ts';
import { PAYOUTS_PAGE_SIZE } from '../../../domain/contracts/payouts.ts';
import { salePagePath } from '../../../domain/exchange.ts';
import { isFeeKind, type PayoutKind, type PayoutStatus } from '../../../domain/payouts.ts';
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

/** What each kind of entry was, in words. */
const KIND: Record<PayoutKind, MessageDescriptor> = {
  earning: msg`Sale handed over`,
  reversal: msg`Refunded to the buyer`,
  fee_owed: msg`Cash sale: PassItOn's fee you owe`,
  fee_reversal: msg`Cash returned to the buyer: fee no longer owed`,
  fee_paid: msg`Fees you paid to PassItOn`,
  fee_netted: msg`Fees taken from a payout`,
};

function EntryRow({ entry }: { entry: PayoutEntry }) {
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const status = STATUS[entry.status];
  const negative = entry.amount.startsWith('-');
  const dueOn = formatDate(entry.dueAt);
  const paidOn = entry.paidAt ? formatDate(entry.paidAt) : '';
  const reference = entry.reference;
  // The fee entries are a running balance, never paid out: a status badge would mislead.
  const fee = isFeeKind(entry.kind);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="flex min-w-0 flex-col">
        {entry.orderId === null ? null : (
          <Link
            to={salePagePath(entry.orderId)}
            className="font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {entry.orderNumber}
          </Link>
        )}
        <span className="text-slate-500 text-xs">
          {i18n._(KIND[entry.kind])} · {formatDate(entry.createdAt)}
          {!fee && entry.status === 'pending' ? ` · ${t`due ${dueOn}`}` : ''}
          {!fee && entry.paidAt ? ` · ${t`paid ${paidOn}`}` : ''}
          {reference ? ` · ${t`ref. ${reference}`}` : ''}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span className={`font-semibold tabular-nums ${negative ? 'text-status-red' : 'text-slate-900'}`}>
          {negative ? `−${formatPrice(entry.amount.replace('-', ''))}` : formatPrice(entry.amount)}
        </span>
        {fee ? null : <Badge tone={status.tone}>{i18n._(status.label)}</Badge>}
      </div>
    </li>
  );
}

/** The fees of cash sales the seller owes, with the sales they come from (docs/decisions/048). */
function FeesOwed({ total, orders }: { total: string; orders: FeeOwed[] }) {
  const { t } = useLingui();
  const { formatDate } = useFormatters();
  const owed = formatPrice(total);
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>Fees you owe: {owed}</Trans>
      </h3>
      <p className="text-slate-700 text-sm">
        <Trans>
          For a cash sale the buyer hands you the price and PassItOn's fee. The fee is taken from your next
          payout for an online sale, or you can pay it to PassItOn.
        </Trans>
      </p>
      <ul aria-label={t`Fees you owe`} className="divide-y divide-amber-200">
        {orders.map((fee) => (
          <li key={fee.orderId} className="flex items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <Link
                to={salePagePath(fee.orderId)}
                className="font-medium text-primary-700 underline-offset-2 hover:underline"
              >
                {fee.orderNumber}
              </Link>{' '}
              <span className="text-slate-500 text-xs">· {formatDate(fee.handedOverAt)}</span>
            </span>
            <span className="font-semibold tabular-nums">{formatPrice(fee.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
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
 * paid, the fees cash sales owe with their sales (docs/decisions/048), and every ledger entry, newest first — each
 * linked to its sale.
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
      {Number(data.feesOwed) > 0 ? <FeesOwed total={data.feesOwed} orders={data.feesOwedOrders} /> : null}
      {data.total === 0 ? (
        <EmptyState
          icon={Wallet}
          title={t`No earnings yet`}
          description={t`When you hand over a sale paid online, the price you receive shows up here. For a cash sale you keep the price from the buyer, and PassItOn's fee shows here as owed.`}
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
