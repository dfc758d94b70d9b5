import { describe, expect, it } from 'vitest';
import { amountPaidForPart } from './exchange.ts';
import {
  orderRefundStatus,
  partRefundKey,
  paymentRefundKey,
  refundRetryDelayMs,
  UNCLAIMED_PAYMENT_MS,
  unclaimedRefundDueAt,
} from './refunds.ts';

const MINUTE = 60_000;

describe("an order's refund status", () => {
  it('is failed when any refund failed, pending while any is on its way, processed when all are', () => {
    expect(orderRefundStatus([])).toBeNull();
    expect(orderRefundStatus(['processed', 'pending'])).toBe('pending');
    expect(orderRefundStatus(['processed', 'failed', 'pending'])).toBe('failed');
    expect(orderRefundStatus(['processed', 'processed'])).toBe('processed');
  });
});

describe('refund keys', () => {
  it('name one part of one order, whatever asked for the refund, and one whole payment', () => {
    expect(partRefundKey(12, 7)).toBe('order-12-seller-7');
    expect(partRefundKey(12, 7)).not.toBe(partRefundKey(12, 8));
    expect(paymentRefundKey(34)).toBe('payment-34-checkout');
  });
});

describe('a payment no order claims', () => {
  it('is refunded 15 minutes after it was captured', () => {
    expect(UNCLAIMED_PAYMENT_MS).toBe(15 * MINUTE);
    expect(unclaimedRefundDueAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-24T10:15:00.000Z',
    );
  });
});

describe('retrying a failed refund', () => {
  it('waits 5 minutes after the first failure, doubling each time, never more than 6 hours', () => {
    expect(refundRetryDelayMs(1)).toBe(5 * MINUTE);
    expect(refundRetryDelayMs(2)).toBe(10 * MINUTE);
    expect(refundRetryDelayMs(4)).toBe(40 * MINUTE);
    expect(refundRetryDelayMs(8)).toBe(6 * 60 * MINUTE);
    expect(refundRetryDelayMs(1000)).toBe(6 * 60 * MINUTE);
  });
});

describe('the amount refunded for a part', () => {
  it('is the base price and platform fee of its lines, in paise, and the parts add up to the order total', () => {
    const asha = [
      { price: '250.00', quantity: 2, platformFee: '75.00' },
      { price: '0.10', quantity: 3, platformFee: '0.05' },
    ];
    const rohan = [{ price: '1499.99', quantity: 1, platformFee: '150.00' }];
    expect(amountPaidForPart(asha)).toBe(57_535);
    expect(amountPaidForPart(rohan)).toBe(164_999);
    expect(amountPaidForPart([...asha, ...rohan])).toBe(57_535 + 164_999);
  });
});
