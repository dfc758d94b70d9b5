import type { VerifyPayment } from '../../../../domain/contracts/payments.ts';
import type { PaymentCheckout, PaymentOutcome } from './payment-checkout.ts';

const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  handler: (response: VerifyPayment) => void;
  modal: { ondismiss: () => void };
  prefill: { name: string; contact: string; email?: string | undefined };
  theme: { color: string };
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: () => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let scriptLoading: Promise<void> | null = null;

/** Razorpay's checkout script, fetched the first time someone pays, never on page load (spec, section 7). */
function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // A later attempt (the connection came back) starts over instead of reusing this failure.
      scriptLoading = null;
      script.remove();
      reject(new Error('Failed to load Razorpay script'));
    };
    document.body.append(script);
  });
  return scriptLoading;
}

/** Razorpay's own checkout window, used when the server has Razorpay keys. */
export const razorpayCheckout: PaymentCheckout = {
  async open({ keyId, order, prefill }) {
    await loadRazorpayScript();
    const Razorpay = window.Razorpay;
    if (!Razorpay) throw new Error('Failed to load Razorpay script');
    return new Promise<PaymentOutcome>((resolve) => {
      const checkout = new Razorpay({
        key: keyId,
        amount: order.amount,
        currency: order.currency,
        order_id: order.id,
        name: 'PassItOn',
        handler: (payment) => resolve({ status: 'paid', payment }),
        modal: { ondismiss: () => resolve({ status: 'cancelled' }) },
        prefill,
        theme: { color: '#3730a3' },
      });
      // Razorpay keeps its window open after a refused card; closing it lets checkout say so and start again.
      checkout.on('payment.failed', () => {
        resolve({ status: 'failed' });
        checkout.close();
      });
      checkout.open();
    });
  },
};
