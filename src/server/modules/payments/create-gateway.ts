import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { SimulatedGateway } from './simulated-gateway.ts';

/** Razorpay when its keys are configured, otherwise the simulated gateway with secrets derived from the session secret. */
export async function createPaymentGateway(config: Config, sessionSecret: string): Promise<PaymentGateway> {
  if (config.razorpay) {
    // The SDK loads only when its keys are configured; the simulated gateway needs none of it.
    const { RazorpayGateway } = await import('./razorpay-gateway.ts');
    return new RazorpayGateway(config.razorpay);
  }
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(purpose).digest('hex');
  return new SimulatedGateway({
    keySecret: derive('simulated gateway key secret'),
    webhookSecret: derive('simulated gateway webhook secret'),
  });
}
