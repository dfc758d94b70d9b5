import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminOrder } from '../../../../domain/contracts/admin.ts';
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
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { useDecideRefund } from '../api/decide-refund.ts';

/**
 * 'Decide refund' beside an order whose buyer asked for a refund: the reason, a note for the buyer, and Approve
 * (refunded through the gateway) or Reject (the order goes back to delivered or completed). Nothing for other orders.
 */
export function RefundDecisionDialog({
  order,
}: {
  order: Pick<AdminOrder, 'id' | 'status' | 'refundReason' | 'totalAmount'>;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useDecideRefund();
  const { t } = useLingui();
  if (order.status !== 'refund_requested') return null;
  const number = formatOrderNumber(order.id);
  const reason = order.refundReason;
  const total = formatPrice(order.totalAmount);

  const send = (approve: boolean) => {
    if (!approve && !note.trim()) {
      setError(t`Please tell the buyer why the refund is rejected`);
      return;
    }
    setError(undefined);
    decide.mutate(
      { orderId: order.id, approve, note: note.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trans>Decide refund</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>
          <Trans>Refund request for {number}</Trans>
        </DialogTitle>
        <DialogDescription>
          {reason ? t`Reason: ${reason}` : t`No reason given.`}{' '}
          <Trans>Approving refunds what the buyer paid ({total}) for every part not refunded yet.</Trans>
        </DialogDescription>
        <div className="mt-4">
          <Textarea
            label={t`Note for the buyer`}
            hint={t`Required when rejecting. The buyer sees it in a notification and the order's history.`}
            error={error}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <DialogFooter>
          <Button
            variant="outline"
            loading={decide.isPending && !decide.variables?.approve}
            onClick={() => send(false)}
          >
            <Trans>Reject</Trans>
          </Button>
          <Button loading={decide.isPending && decide.variables?.approve === true} onClick={() => send(true)}>
            <Trans>Approve refund</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
