import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { toRupeeString } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { overlayClasses } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { completeSimulatedCheckout } from '../api/simulated-checkout.ts';
import type { PaymentOutcome, PaymentRequest } from './payment-checkout.ts';

export interface SimulatedCheckoutDialogProps {
  request: PaymentRequest;
  onOutcome: (outcome: PaymentOutcome) => void;
  onError: (error: unknown) => void;
}

const PAYMENT_REFUSED = 402;

/**
 * The simulated gateway's stand-in for Razorpay's window (docs/decisions/024-payments-and-the-simulated-gateway.md): the amount and Pay / Fail / Close.
 * Pay and Fail go through the server's stand-in provider, so verification works exactly as with Razorpay.
 */
export function SimulatedCheckoutDialog({ request, onOutcome, onError }: SimulatedCheckoutDialogProps) {
  const [sending, setSending] = useState<'success' | 'failure' | null>(null);

  const complete = async (outcome: 'success' | 'failure') => {
    setSending(outcome);
    try {
      const payment = await completeSimulatedCheckout(request.order.id, outcome);
      onOutcome({ status: 'paid', payment });
    } catch (error) {
      if (error instanceof ApiError && error.status === PAYMENT_REFUSED) onOutcome({ status: 'failed' });
      else onError(error);
    }
  };

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open && !sending) onOutcome({ status: 'cancelled' });
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-soft">
          <DialogPrimitive.Title className="flex items-center gap-2 font-semibold text-lg text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary-800" />
            <Trans>PassItOn test payment</Trans>
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-slate-600 text-sm">
            <Trans>
              No real money moves: this server has no payment provider keys. Pay succeeds, Fail is refused.
            </Trans>
          </DialogPrimitive.Description>
          <p className="mt-4 text-slate-600 text-sm">
            <Trans>Amount to pay</Trans>
          </p>
          <p className="font-semibold text-3xl text-slate-900 tabular-nums">
            {formatPrice(toRupeeString(request.order.amount))}
          </p>
          <div className="mt-6 grid gap-2">
            <Button
              size="lg"
              loading={sending === 'success'}
              disabled={sending !== null}
              onClick={() => complete('success')}
            >
              <Trans>Pay</Trans>
            </Button>
            <Button
              variant="outline"
              loading={sending === 'failure'}
              disabled={sending !== null}
              onClick={() => complete('failure')}
            >
              <Trans>Fail</Trans>
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" disabled={sending !== null}>
                <Trans>Close</Trans>
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
