import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { refundProcessingNote, useRequestRefund } from '../api/request-refund.ts';

/** The refund schema's messages (src/domain/contracts/orders.ts, English for the server too) as the reader reads them. */
const REASON_MESSAGES: Record<string, MessageDescriptor> = {
  'Please tell us why you want a refund': msg`Please tell us why you want a refund`,
  'Reason is too long': msg`Reason is too long`,
};

function reasonError(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined || !Object.hasOwn(REASON_MESSAGES, message)) return message;
  return i18n._(REASON_MESSAGES[message] as MessageDescriptor);
}

/** 'Request refund' with the reason, which must say something (spec, section 5). */
export function RefundRequestDialog({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  const number = orderNumber(order.id);
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
        <Button variant="outline">
          <Trans>Request refund</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>
          <Trans>Request a refund for {number}</Trans>
        </DialogTitle>
        <DialogDescription>{i18n._(refundProcessingNote(order))}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4">
          <Textarea
            label={t`Why do you want a refund?`}
            hint={t`For example: pages missing, wrong edition, not as described.`}
            error={reasonError(i18n, errors.reason?.message)}
            {...register('reason')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={requestRefund.isPending}>
              <Trans>Request refund</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
