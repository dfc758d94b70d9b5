import { describe, expect, it } from 'vitest';
import { CANCELLABLE_STATUSES, ORDER_STATUSES } from './order-status.ts';
import {
  buyerFlags,
  findTransition,
  ORDER_TRANSITIONS,
  type OrderFacts,
  statusesAnAdminMaySet,
  TRANSITION_ACTORS,
} from './order-transitions.ts';

/** A paid order waiting for its one part to be handed over, with nothing asked and nothing refunded. */
const waiting: OrderFacts = {
  status: 'paid',
  partStates: ['awaiting'],
  documentsTaken: false,
  refundRequested: false,
  refunds: [],
};

describe('the table of order transitions', () => {
  it('gives each actor at most one transition between two statuses, and none from a status to itself', () => {
    for (const by of TRANSITION_ACTORS) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const rows = ORDER_TRANSITIONS.filter(
            (row) =>
              row.by === by &&
              (row.from as readonly string[]).includes(from) &&
              (row.to as readonly string[]).includes(to) &&
              from !== to,
          );
          expect(rows.length, `${by}: ${from} → ${to}`).toBeLessThanOrEqual(1);
        }
        expect(findTransition(by, from, from as (typeof ORDER_STATUSES)[number])).toBeUndefined();
      }
    }
  });

  it('has no way out of a refunded order, and none back from a handed-over order to waiting or cancelled', () => {
    for (const by of TRANSITION_ACTORS) {
      for (const to of ORDER_STATUSES) expect(findTransition(by, 'refunded', to)).toBeUndefined();
      for (const from of ['delivered', 'completed', 'refund_requested']) {
        for (const to of [...CANCELLABLE_STATUSES, 'shipped', 'in_transit', 'cancelled'] as const) {
          expect(findTransition(by, from, to), `${by}: ${from} → ${to}`).toBeUndefined();
        }
      }
    }
  });

  it('lets a buyer cancel only while the order waits in a cancellable status, putting stock back and refunding', () => {
    for (const from of CANCELLABLE_STATUSES) {
      expect(findTransition('buyer', from, 'cancelled')?.does).toEqual(['return_stock', 'refund_parts']);
    }
    for (const from of ['shipped', 'in_transit', 'delivered']) {
      expect(findTransition('buyer', from, 'cancelled')).toBeUndefined();
    }
  });

  it('knows nothing of a status it does not list', () => {
    expect(findTransition('admin', 'lost', 'paid')).toBeUndefined();
    expect(statusesAnAdminMaySet('lost')).toEqual([]);
  });
});

describe('the statuses an admin may set', () => {
  it('from a waiting order: any other waiting status, a handed-over one, or cancelled', () => {
    expect(statusesAnAdminMaySet('pending_cod')).toEqual([
      'pending',
      'processing',
      'paid',
      'shipped',
      'in_transit',
      'delivered',
      'completed',
      'cancelled',
    ]);
  });

  it('from a handed-over order: onwards to completed, a refund request or refunded', () => {
    expect(statusesAnAdminMaySet('delivered')).toEqual(['completed', 'refund_requested', 'refunded']);
    expect(statusesAnAdminMaySet('completed')).toEqual(['refund_requested', 'refunded']);
    expect(statusesAnAdminMaySet('refund_requested')).toEqual(['delivered', 'completed', 'refunded']);
  });

  it('from a cancelled order: reopened, waiting or handed over; from a refunded one: nothing', () => {
    expect(statusesAnAdminMaySet('cancelled')).toEqual([
      'pending',
      'processing',
      'paid',
      'pending_cod',
      'shipped',
      'in_transit',
      'delivered',
      'completed',
    ]);
    expect(statusesAnAdminMaySet('refunded')).toEqual([]);
  });
});

describe("the buyer's flags", () => {
  it('let the buyer cancel while the status allows it, and not otherwise', () => {
    for (const status of CANCELLABLE_STATUSES)
      expect(buyerFlags({ ...waiting, status }).canCancel).toBe(true);
    for (const status of ['shipped', 'in_transit', 'delivered', 'completed', 'cancelled', 'refunded']) {
      expect(buyerFlags({ ...waiting, status }).canCancel).toBe(false);
    }
  });

  it('end the free cancellation once a part has changed hands or the documents were taken, not when a part is declined', () => {
    expect(buyerFlags({ ...waiting, partStates: ['handed_over', 'awaiting'] }).canCancel).toBe(false);
    expect(buyerFlags({ ...waiting, documentsTaken: true }).canCancel).toBe(false);
    expect(buyerFlags({ ...waiting, partStates: ['declined', 'awaiting'] }).canCancel).toBe(true);
  });

  it('follow the refunds: pending while one is on its way, failed when one failed, processed when all are', () => {
    expect(buyerFlags({ ...waiting, status: 'cancelled', refunds: ['pending'] }).refundStatus).toBe(
      'pending',
    );
    expect(buyerFlags({ ...waiting, refunds: ['processed', 'failed'] }).refundStatus).toBe('failed');
    expect(buyerFlags({ ...waiting, status: 'refunded', refunds: ['processed'] }).refundStatus).toBe(
      'processed',
    );
    expect(buyerFlags({ ...waiting, status: 'cancelled' }).refundStatus).toBeNull();
  });

  it('say a request waits, or was rejected, whatever the refunds of declined parts say', () => {
    const declinedAndRefunded: OrderFacts = {
      ...waiting,
      partStates: ['declined', 'handed_over'],
      refunds: ['processed'],
    };
    expect(buyerFlags({ ...declinedAndRefunded, status: 'refund_requested' })).toEqual({
      canCancel: false,
      refundRequested: true,
      refundStatus: 'requested',
    });
    for (const status of ['delivered', 'completed']) {
      expect(buyerFlags({ ...declinedAndRefunded, status, refundRequested: true })).toEqual({
        canCancel: false,
        refundRequested: true,
        refundStatus: 'rejected',
      });
    }
  });

  it('call a refunded order with nothing refunded through the gateway approved: cash goes back in person', () => {
    expect(buyerFlags({ ...waiting, status: 'refunded', refundRequested: true }).refundStatus).toBe(
      'approved',
    );
  });

  it('never forget a refund request once made', () => {
    expect(buyerFlags({ ...waiting, status: 'refunded', refundRequested: true }).refundRequested).toBe(true);
    expect(buyerFlags({ ...waiting, status: 'delivered' }).refundRequested).toBe(false);
  });
});
