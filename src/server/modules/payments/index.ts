/**
 * What other modules may use of the payments module: the gateway (its type, and creating it for app.ts),
 * pricing and holding a verified payment at checkout, refunds, the refund job and the unclaimed payments
 * admins see.
 */
export { createPaymentGateway } from './create-gateway.ts';
export type { PaymentGateway } from './gateway.ts';
export {
  chargedUnitPrices,
  type HeldPayment,
  holdVerifiedPayment,
  normaliseLines,
  type PaymentLine,
  priceLines,
} from './payments.service.ts';
export { scheduleRefundJob } from './refund-job.ts';
export {
  refundsOfOrder,
  refundUnclaimedPayment,
  scheduleRefund,
  withRefundsAfterCommit,
} from './refunds.service.ts';
export { listUnclaimedPayments } from './unclaimed-payments.service.ts';
