import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { SellerPayout } from '../../../../domain/contracts/payouts.ts';
import { SettlePayoutSchema } from '../../../../domain/contracts/payouts.ts';
import { toPaise } from '../../../../domain/money.ts';
import { PAYOUT_REFERENCE_MAX, settlementOf, toSignedRupeeString } from '../../../../domain/payouts.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useAdminPayouts } from '../api/get-admin-payouts.ts';
import { useSettlePayout } from '../api/settle-payout.ts';
import { FeesPaidDialog } from './fees-paid-dialog.tsx';
import { ListEmpty, ListError, ListSkeleton } from './list-states.tsx';

/** Signed rupees as the API sends them ("-37.50") → signed paise. */
function signedPaise(amount: string): number {
  return amount.startsWith('-') ? -toPaise(amount.slice(1)) : toPaise(amount);
}

function feesOwedPaise(seller: SellerPayout): number {
  return signedPaise(seller.feesOwed);
}

/** "Settle" beside a seller with money due: the transfer's reference, then every due entry is marked paid. */
function SettleDialog({ seller }: { seller: SellerPayout }) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const settle = useSettlePayout();
  const { t } = useLingui();
  // The fees the seller's cash sales owe come off what is sent (docs/decisions/048), never below zero.
  const { netted, transfer } = settlementOf(signedPaise(seller.due), feesOwedPaise(seller));
  const nothingDue = transfer <= 0 && netted <= 0;
  const name = seller.name;
  const due = formatPrice(toSignedRupeeString(transfer));
  const fees = formatPrice(toSignedRupeeString(netted));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SettlePayoutSchema.safeParse({ reference });
    if (!parsed.success) {
      // The schema's rule, said in the reader's language: too long, or nothing entered.
      const tooLong = parsed.error.issues[0]?.code === 'too_big';
      setError(
        tooLong
          ? t`The reference can be at most ${PAYOUT_REFERENCE_MAX} characters`
          : t`Please enter the payment reference`,
      );
      return;
    }
    setError(undefined);
    settle.mutate(
      { sellerId: seller.sellerId, reference: parsed.data.reference },
      {
        onSuccess: () => {
          setOpen(false);
          setReference('');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={nothingDue} aria-label={t`Settle ${name}`}>
          <Trans>Settle</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogTitle>
            <Trans>Pay {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Send {due} to {name}, then enter the transfer's reference. Every entry due now is marked paid
              with it.
            </Trans>
            {netted > 0 ? (
              <>
                {' '}
                <Trans>{fees} of the fees their cash sales owe is kept back from it.</Trans>
              </>
            ) : null}
          </DialogDescription>
          <div className="mt-4">
            <Input
              label={t`Payment reference`}
              hint={t`The bank's UTR or the payout id, up to ${PAYOUT_REFERENCE_MAX} characters.`}
              error={error}
              maxLength={100}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" loading={settle.isPending}>
              <Trans>Mark as paid</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Seller payouts (docs/decisions/043-seller-payout-ledger.md): each seller PassItOn owes money to — due now and
 * pending (not yet 2 working days old) — and the fees their cash sales owe (docs/decisions/048), with Settle to
 * record a transfer and "Record fees paid" to record what a seller paid the platform.
 */
export function SellerPayouts() {
  return (
    <section aria-labelledby="seller-payouts-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="seller-payouts-heading" className="font-semibold text-lg text-slate-900">
          <Trans>Seller payouts</Trans>
        </h2>
        <p className="text-slate-600 text-sm">
          <Trans>
            What each seller is owed for parts handed over: due 2 working days after the hand-over.
          </Trans>
        </p>
      </div>
      <PayoutList />
    </section>
  );
}

function PayoutList() {
  const { data, isPending, isError, error, refetch } = useAdminPayouts();
  const { t } = useLingui();
  if (isPending) return <ListSkeleton />;
  if (isError) return <ListError error={error} onRetry={() => refetch()} />;
  if (data.length === 0) return <ListEmpty title={t`No payouts waiting`} filtered={false} />;
  return (
    // relative: the header's screen-reader-only text is placed absolutely, and must scroll with the table, not
    // widen the page on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <caption className="sr-only">
          <Trans>Sellers with payouts waiting</Trans>
        </caption>
        <thead className="border-slate-200 border-b text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Seller</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              <Trans>Due</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              <Trans>Pending</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              <Trans>Fees owed</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              <Trans>Entries</Trans>
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">
                <Trans>Action</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.map((seller) => (
            <tr key={seller.sellerId}>
              <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                {seller.name}
              </th>
              <td className="py-3 pr-4 text-right font-semibold tabular-nums">{formatPrice(seller.due)}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{formatPrice(seller.pending)}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{formatPrice(seller.feesOwed)}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{seller.count}</td>
              <td className="py-3">
                <div className="flex justify-end gap-2">
                  {feesOwedPaise(seller) > 0 && (
                    <FeesPaidDialog seller={seller} owedPaise={feesOwedPaise(seller)} />
                  )}
                  <SettleDialog seller={seller} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
