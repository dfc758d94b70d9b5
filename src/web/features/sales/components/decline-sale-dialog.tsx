import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DeclineSaleSchema, type SaleDetail } from '../../../../domain/contracts/sales.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useDeclineSale } from '../api/decline-sale.ts';

/** "Decline this sale" with the reason the buyer will read; the items go back on sale. */
export function DeclineSaleDialog({ sale }: { sale: SaleDetail }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const number = orderNumber(sale.orderId);
  const declineSale = useDeclineSale(sale.orderId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeclineSaleSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) =>
    declineSale.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        reset();
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trans>Decline this sale</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>
          <Trans>Decline your part of {number}?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            The buyer is told your reason, your items go back on sale, and anything the buyer paid for them is
            refunded.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4">
          <Textarea
            label={t`Why are you declining?`}
            hint={t`For example: the book was sold to someone else, or it got damaged.`}
            error={
              translateFieldMessage(i18n, errors.reason?.message) ??
              (declineSale.isError ? errorMessage(declineSale.error) : undefined)
            }
            {...register('reason')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Keep the sale</Trans>
            </Button>
            <Button type="submit" variant="destructive" loading={declineSale.isPending}>
              <Trans>Decline sale</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
