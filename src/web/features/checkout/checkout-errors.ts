import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '../../../domain/order-status.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';

/** A checkout step that failed, with the toast the spec gives for it (section 8). */
export class CheckoutError extends Error {
  readonly title: string;
  readonly description: string;
  /** Set when the server said the prices or stock have moved on: the items are fetched again. */
  readonly itemsChanged: boolean;

  constructor(title: string, description: string, { itemsChanged = false } = {}) {
    super(description);
    this.name = 'CheckoutError';
    this.title = title;
    this.description = description;
    this.itemsChanged = itemsChanged;
  }
}

const SUPPORT_NOTE = msg`If payment was deducted, please contact support immediately.`;
const REFUNDED = /Your payment of \S+ has been refunded\./;

/**
 * The toast for a refused POST /api/orders: missing listings, short stock, changed figures, anything else, in the
 * reader's language. The server's own sentences (a changed figure, a refund) are shown as it wrote them.
 */
export function orderCreationError(i18n: I18n, error: unknown, paymentMethod: PaymentMethod): CheckoutError {
  const message = errorMessage(error);
  // A payment whose order failed is refunded by the server, which says so (docs/decisions/040): the toast keeps it.
  const refund = REFUNDED.exec(message)?.[0];
  const withRefund = (text: string) => (refund ? `${text} ${refund}` : text);
  if (message.includes('Product with ID') && message.includes('not found')) {
    return new CheckoutError(
      i18n._(msg`Product Not Available`),
      withRefund(i18n._(msg`One or more items are no longer available. Please refresh and try again.`)),
      { itemsChanged: true },
    );
  }
  if (message.includes('Not enough quantity available')) {
    return new CheckoutError(
      i18n._(msg`Insufficient Stock`),
      withRefund(i18n._(msg`Some items don't have enough stock. Please adjust quantities and try again.`)),
      { itemsChanged: true },
    );
  }
  // A price or total that changed since the page loaded: the server's sentence names the new figure.
  const staleFigure = error instanceof ApiError && error.status === 409;
  if (paymentMethod === 'cod') {
    return new CheckoutError(
      i18n._(msg`COD Order Failed`),
      staleFigure ? message : i18n._(msg`Unable to create Cash on Delivery order. Please try again.`),
      { itemsChanged: staleFigure },
    );
  }
  // A refunded payment leaves nothing to contact support about.
  return new CheckoutError(
    i18n._(msg`Order Processing Issue`),
    refund ? asSentence(message) : `${asSentence(message)} ${i18n._(SUPPORT_NOTE)}`,
    { itemsChanged: staleFigure },
  );
}

/** The toast for a refused POST /api/razorpay/create-order. */
export function paymentOrderError(i18n: I18n, error: unknown): CheckoutError {
  const itemsChanged = error instanceof ApiError && (error.status === 404 || error.status === 409);
  return new CheckoutError(i18n._(msg`Failed to create order`), errorMessage(error), { itemsChanged });
}

export const paymentCancelled = (i18n: I18n) =>
  new CheckoutError(i18n._(msg`Payment Cancelled`), i18n._(msg`Payment was cancelled by user.`));

export const paymentFailed = (i18n: I18n) =>
  new CheckoutError(
    i18n._(msg`Payment Failed`),
    i18n._(msg`Payment could not be processed. Please try again.`),
  );

export const verificationFailed = (i18n: I18n) =>
  new CheckoutError(i18n._(msg`Payment Verification Failed`), i18n._(msg`Payment verification failed`));

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
