import { z } from 'zod';

/** Public settings the web app needs at start: the footer's contact details and the payment gateway. */
export const SiteConfigSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  paymentGateway: z.enum(['razorpay', 'simulated']),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
