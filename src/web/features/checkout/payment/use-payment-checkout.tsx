import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import type { PaymentCheckout, PaymentOutcome, PaymentRequest } from './payment-checkout.ts';
import { razorpayCheckout } from './razorpay-checkout.ts';
import { SimulatedCheckoutDialog } from './simulated-checkout-dialog.tsx';

interface OpenSimulatedCheckout {
  request: PaymentRequest;
  resolve: (outcome: PaymentOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The checkout of the gateway the server uses (GET /api/site-config): Razorpay's window, or the simulated
 * gateway's dialog, which the page renders as `dialog`. The flow only sees a PaymentCheckout either way.
 */
export function usePaymentCheckout(): { checkout: PaymentCheckout; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [simulated, setSimulated] = useState<OpenSimulatedCheckout | null>(null);

  const checkout = useMemo<PaymentCheckout>(() => {
    const simulatedCheckout: PaymentCheckout = {
      open: (request) =>
        new Promise<PaymentOutcome>((resolve, reject) => setSimulated({ request, resolve, reject })),
    };
    return {
      async open(request) {
        const { paymentGateway } = await queryClient.ensureQueryData(siteConfigQueryOptions);
        return (paymentGateway === 'razorpay' ? razorpayCheckout : simulatedCheckout).open(request);
      },
    };
  }, [queryClient]);

  const dialog = simulated && (
    <SimulatedCheckoutDialog
      request={simulated.request}
      onOutcome={(outcome) => {
        setSimulated(null);
        simulated.resolve(outcome);
      }}
      onError={(error) => {
        setSimulated(null);
        simulated.reject(error);
      }}
    />
  );

  return { checkout, dialog };
}
