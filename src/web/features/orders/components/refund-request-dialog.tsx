import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Order, RefundRequestSchema } from '../../../../domain/contracts/orders.ts';
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
import { REFUND_PROCESSING_NOTE, useRequestRefund } from '../api/request-refund.ts';

/** 'Request refund' with the reason, which must say something (spec, section 5). */
export function RefundRequestDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const requestRefund = useRequestRefund();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RefundRequestSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(({ reason }) =>
    requestRefund.mutate(
      { order, reason },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Request refund</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Request a refund for {orderNumber(order.id)}</DialogTitle>
        <DialogDescription>{REFUND_PROCESSING_NOTE}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4">
          <Textarea
            label="Why do you want a refund?"
            hint="For example: pages missing, wrong edition, not as described."
            error={errors.reason?.message}
            {...register('reason')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={requestRefund.isPending}>
              Request refund
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
