import { describe, expect, it } from 'vitest';
import {
  documentAccess,
  exchangeCountChange,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusPhrase,
} from './order-status.ts';

const cashOrder = { paymentMethod: 'cod', paymentId: null, canCancel: true } as const;
const paidOnline = { paymentMethod: 'razorpay', paymentId: 'pay_1', canCancel: true } as const;

describe('when an order unlocks the documents of its listings', () => {
  it('a cash-on-delivery order unlocks them only once handed over', () => {
    for (const status of [
      'pending_cod',
      'processing',
      'shipped',
      'in_transit',
      'cancelled',
    ] satisfies OrderStatus[]) {
      expect(documentAccess({ ...cashOrder, status })).toBe('none');
    }
    for (const status of ['delivered', 'completed', 'refund_requested'] satisfies OrderStatus[]) {
      expect(documentAccess({ ...cashOrder, status, canCancel: false })).toBe('open');
    }
  });

  it('a paid online order unlocks them, and while it could be cancelled for free a download ends that', () => {
    expect(documentAccess({ ...paidOnline, status: 'paid' })).toBe('on-download');
    expect(documentAccess({ ...paidOnline, status: 'processing' })).toBe('on-download');
    expect(documentAccess({ ...paidOnline, status: 'paid', canCancel: false })).toBe('open');
    expect(documentAccess({ ...paidOnline, status: 'shipped' })).toBe('open');
  });

  it('nothing unlocks without a captured payment, after a cancel or after a refund', () => {
    expect(documentAccess({ ...paidOnline, paymentId: null, status: 'paid' })).toBe('none');
    expect(documentAccess({ ...paidOnline, status: 'pending' })).toBe('none');
    expect(documentAccess({ ...paidOnline, status: 'cancelled', canCancel: false })).toBe('none');
    expect(documentAccess({ ...paidOnline, status: 'refunded', canCancel: false })).toBe('none');
  });
});

describe('what a status change does to purchase and sale counts', () => {
  it('counts an order once it is handed over, and only then', () => {
    expect(exchangeCountChange('pending_cod', 'delivered')).toBe(1);
    expect(exchangeCountChange('shipped', 'delivered')).toBe(1);
    expect(exchangeCountChange('delivered', 'completed')).toBe(0);
    expect(exchangeCountChange('delivered', 'refund_requested')).toBe(0);
  });

  it('never counts placing or cancelling, and takes a refunded hand-over back', () => {
    expect(exchangeCountChange('pending_cod', 'cancelled')).toBe(0);
    expect(exchangeCountChange('paid', 'cancelled')).toBe(0);
    expect(exchangeCountChange('cancelled', 'pending_cod')).toBe(0);
    expect(exchangeCountChange('refund_requested', 'refunded')).toBe(-1);
    expect(exchangeCountChange('delivered', 'shipped')).toBe(-1);
  });
});

describe('order statuses in words', () => {
  it('end the "is now" sentence of a notification', () => {
    expect(ORDER_STATUSES.map(orderStatusPhrase)).toEqual([
      'pending',
      'being processed',
      'paid',
      'confirmed for cash on delivery',
      'shipped',
      'on its way',
      'delivered',
      'completed',
      'cancelled',
      'waiting for a refund decision',
      'refunded',
    ]);
  });

  it('repeat a status this code does not know as it was written', () => {
    expect(orderStatusPhrase('lost_in_post')).toBe('lost_in_post');
  });
});
