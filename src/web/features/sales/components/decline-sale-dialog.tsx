import { zodResolver } from '@hookform/resolvers/zod';
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
import { useDeclineSale } from '../api/decline-sale.ts';

/** "Decline this sale" with the reason the buyer will read; the items go back on sale. */
export function DeclineSaleDialog({ sale }: { sale: SaleDetail }) {
  const [open, setOpen] = useState(false);
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
        <Button variant="outline">Decline this sale</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Decline your part of {orderNumber(sale.orderId)}?</DialogTitle>
        <DialogDescription>
          The buyer is told your reason, your items go back on sale, and anything the buyer paid for them is
          refunded.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4">
          <Textarea
            label="Why are you declining?"
            hint="For example: the book was sold to someone else, or it got damaged."
            error={
              errors.reason?.message ?? (declineSale.isError ? errorMessage(declineSale.error) : undefined)
            }
            {...register('reason')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep the sale
            </Button>
            <Button type="submit" variant="destructive" loading={declineSale.isPending}>
              Decline sale
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
