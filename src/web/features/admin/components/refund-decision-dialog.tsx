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

const NOTE_REQUIRED = 'Please tell the buyer why the refund is rejected';

/**
 * 'Decide refund' beside an order whose buyer asked for a refund: the reason, a note for the buyer, and Approve
 * (refunded through the gateway) or Reject (the order goes back to delivered or completed). Nothing for other orders.
 */
export function RefundDecisionDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useDecideRefund();
  if (order.status !== 'refund_requested') return null;
  const number = formatOrderNumber(order.id);

  const send = (approve: boolean) => {
    if (!approve && !note.trim()) {
      setError(NOTE_REQUIRED);
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
        <Button variant="outline">Decide refund</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Refund request for {number}</DialogTitle>
        <DialogDescription>
          {order.refundReason ? `Reason: ${order.refundReason}` : 'No reason given.'} Approving refunds what
          the buyer paid ({formatPrice(order.totalAmount)}) for every part not refunded yet.
        </DialogDescription>
        <div className="mt-4">
          <Textarea
            label="Note for the buyer"
            hint="Required when rejecting. The buyer sees it in a notification and the order's history."
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
            Reject
          </Button>
          <Button loading={decide.isPending && decide.variables?.approve === true} onClick={() => send(true)}>
            Approve refund
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
