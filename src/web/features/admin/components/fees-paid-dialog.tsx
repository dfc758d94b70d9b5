import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { RecordFeesPaidSchema, type SellerPayout } from '../../../../domain/contracts/payouts.ts';
import { toPaise } from '../../../../domain/money.ts';
import { PAYOUT_REFERENCE_MAX, toSignedRupeeString } from '../../../../domain/payouts.ts';
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
import { useRecordFeesPaid } from '../api/record-fees-paid.ts';

interface FieldErrors {
  amount?: string | undefined;
  reference?: string | undefined;
}

/**
 * "Record fees paid" beside a seller whose cash sales owe fees: what they paid the platform, at most what they
 * owe, with the payment's reference (docs/decisions/048-fees-cash-sales-owe.md).
 */
export function FeesPaidDialog({ seller, owedPaise }: { seller: SellerPayout; owedPaise: number }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordFeesPaid();
  const { t } = useLingui();
  const name = seller.name;
  const owed = formatPrice(toSignedRupeeString(owedPaise));

  // The schema's rules, said in the reader's language; the server checks them again.
  const amountError = (): string | undefined => {
    if (amount.trim() === '') return t`Please enter the amount paid`;
    const issue = RecordFeesPaidSchema.shape.amount.safeParse(amount).error?.issues[0];
    if (issue?.code === 'invalid_format') return t`Please enter the amount in rupees, such as 250 or 250.50`;
    if (issue) return t`The amount must be more than ₹0`;
    if (toPaise(amount.trim()) > owedPaise) return t`This seller owes only ${owed} in fees`;
    return undefined;
  };
  const referenceError = (): string | undefined => {
    const issue = RecordFeesPaidSchema.shape.reference.safeParse(reference).error?.issues[0];
    if (!issue) return undefined;
    return issue.code === 'too_big'
      ? t`The reference can be at most ${PAYOUT_REFERENCE_MAX} characters`
      : t`Please enter the payment reference`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { amount: amountError(), reference: referenceError() };
    setErrors(found);
    if (found.amount || found.reference) return;
    record.mutate(
      { sellerId: seller.sellerId, amount: amount.trim(), reference: reference.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setAmount('');
          setReference('');
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={t`Record fees paid by ${name}`}>
          <Trans>Record fees paid</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogTitle>
            <Trans>Fees paid by {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {name} owes {owed} in the fees of their cash sales. Enter what they paid the platform and the
              payment's reference.
            </Trans>
          </DialogDescription>
          <div className="mt-4 flex flex-col gap-4">
            <Input
              label={t`Amount paid (₹)`}
              hint={t`At most ${owed}.`}
              error={errors.amount}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setErrors((shown) => ({ ...shown, amount: undefined }));
              }}
            />
            <Input
              label={t`Payment reference`}
              hint={t`The UPI or bank reference of their payment, up to ${PAYOUT_REFERENCE_MAX} characters.`}
              error={errors.reference}
              maxLength={PAYOUT_REFERENCE_MAX}
              value={reference}
              onChange={(event) => {
                setReference(event.target.value);
                setErrors((shown) => ({ ...shown, reference: undefined }));
              }}
            />
          </div>
          <DialogFooter>
            <Button type="submit" loading={record.isPending}>
              <Trans>Record payment</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
