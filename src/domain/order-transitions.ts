import type { PartState } from './exchange.ts';
import {
  AWAITING_HAND_OVER_STATUSES,
  CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status.ts';
import { type OrderRefundStatus, orderRefundStatus, type RefundStatus } from './refunds.ts';

/**
 * Which status changes an order can take, who takes each, and what each does besides moving the status
 * (docs/decisions/034-order-transitions.md). The server carries them out in one place
 * (server/modules/orders/order-transitions.ts); the admin's status control offers exactly the admin's moves.
 */

/** Who moves an order: its buyer, one of its sellers (hand-over, decline), the auto-complete job, an admin. */
export const TRANSITION_ACTORS = ['buyer', 'seller', 'job', 'admin'] as const;
export type TransitionActor = (typeof TRANSITION_ACTORS)[number];

/**
 * What a transition does besides moving the status, in the order the server does it:
 * - `take_stock_again`: refused (409) when the order's money went back; otherwise the units of its parts not
 *   declined leave their listings again, refused (409) when they are gone;
 * - `return_stock`: the units of its parts not declined go back to their listings;
 * - `hand_over_waiting_parts`: the parts still waiting for their codes are handed over (by the admin), and an
 *   online order's earnings are recorded for them (docs/decisions/043);
 * - `record_refund_request`: the buyer's reason is kept with the order;
 * - `refund_parts`: every part not refunded yet is refunded through the gateway (online orders only), and an
 *   earning already written is reversed (docs/decisions/041, 043).
 * Every transition then writes the buyer's flags from `buyerFlags`.
 */
export const TRANSITION_EFFECTS = [
  'take_stock_again',
  'return_stock',
  'hand_over_waiting_parts',
  'record_refund_request',
  'refund_parts',
] as const;
export type TransitionEffect = (typeof TRANSITION_EFFECTS)[number];

export interface OrderTransition {
  name: string;
  by: TransitionActor;
  from: readonly OrderStatus[];
  to: readonly OrderStatus[];
  does: readonly TransitionEffect[];
}

const AWAITING = AWAITING_HAND_OVER_STATUSES;
const HANDED_OVER_TARGETS: readonly OrderStatus[] = ['delivered', 'completed'];

/**
 * Every transition there is. A status change that matches no row is refused, whoever asks; setting the status an
 * order already has changes nothing. A seller's hand-over and decline move their own part (its stock, its
 * refund, its earning) before the order moves, so the seller's rows do nothing more themselves.
 */
export const ORDER_TRANSITIONS = [
  // The buyer (spec, section 4; docs/decisions/023, 030).
  {
    name: 'cancel',
    by: 'buyer',
    from: CANCELLABLE_STATUSES,
    to: ['cancelled'],
    does: ['return_stock', 'refund_parts'],
  },
  { name: 'confirm receipt', by: 'buyer', from: ['delivered'], to: ['completed'], does: [] },
  {
    name: 'request a refund',
    by: 'buyer',
    from: ['delivered', 'completed'],
    to: ['refund_requested'],
    does: ['record_refund_request'],
  },
  // A seller (docs/decisions/030, 031): the last part waiting handed over or declined, or every part declined.
  { name: 'last part handed over', by: 'seller', from: AWAITING, to: ['delivered'], does: [] },
  { name: 'every part declined', by: 'seller', from: AWAITING, to: ['cancelled'], does: [] },
  // Nobody: delivered three days ago (docs/decisions/033).
  { name: 'auto-complete', by: 'job', from: ['delivered'], to: ['completed'], does: [] },
  // An admin: the refund decision (docs/decisions/042) and the status control (docs/decisions/023).
  { name: 'correct the progress', by: 'admin', from: AWAITING, to: AWAITING, does: [] },
  {
    name: 'vouch for the hand-over',
    by: 'admin',
    from: AWAITING,
    to: HANDED_OVER_TARGETS,
    does: ['hand_over_waiting_parts'],
  },
  {
    name: 'cancel for the buyer',
    by: 'admin',
    from: AWAITING,
    to: ['cancelled'],
    does: ['return_stock', 'refund_parts'],
  },
  { name: 'reopen', by: 'admin', from: ['cancelled'], to: AWAITING, does: ['take_stock_again'] },
  {
    name: 'reopen as handed over',
    by: 'admin',
    from: ['cancelled'],
    to: HANDED_OVER_TARGETS,
    does: ['take_stock_again', 'hand_over_waiting_parts'],
  },
  { name: 'confirm receipt for the buyer', by: 'admin', from: ['delivered'], to: ['completed'], does: [] },
  {
    name: 'record a refund request for the buyer',
    by: 'admin',
    from: ['delivered', 'completed'],
    to: ['refund_requested'],
    does: [],
  },
  {
    name: 'reject the refund request',
    by: 'admin',
    from: ['refund_requested'],
    to: HANDED_OVER_TARGETS,
    does: [],
  },
  {
    name: 'refund',
    by: 'admin',
    from: ['delivered', 'completed', 'refund_requested'],
    to: ['refunded'],
    does: ['refund_parts'],
  },
] as const satisfies readonly OrderTransition[];

/** The transition that takes an order from one status to another for this actor, or undefined: there is none. */
export function findTransition(
  by: TransitionActor,
  from: string,
  to: OrderStatus,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find(
    (transition) =>
      transition.by === by &&
      (transition.from as readonly string[]).includes(from) &&
      (transition.to as readonly OrderStatus[]).includes(to) &&
      from !== to,
  );
}

/** The statuses an admin may move an order to from where it is, in the spec's order (the status control). */
export function statusesAnAdminMaySet(from: string): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => findTransition('admin', from, to) !== undefined);
}

/** What the buyer's flags are derived from: the order as it stands, with its parts and refunds. */
export interface OrderFacts {
  status: string;
  partStates: readonly PartState[];
  /** The buyer took the documents of the paid order (docs/decisions/002). */
  documentsTaken: boolean;
  /** A refund was asked for once (it cannot be asked again, even after a rejection). */
  refundRequested: boolean;
  /** The statuses of the order's refunds through the gateway. */
  refunds: readonly RefundStatus[];
}

/** What the order tells its buyer they may do and where their money stands (the API's order fields). */
export interface BuyerFlags {
  canCancel: boolean;
  refundRequested: boolean;
  refundStatus: OrderRefundStatus | null;
}

/**
 * The buyer's flags, from the order's facts alone (docs/decisions/034-order-transitions.md):
 * - `canCancel` while the status allows it (spec), no part has changed hands (030) and the documents of a paid
 *   order were not taken (002);
 * - `refundRequested` once a refund was asked for: the order was in `refund_requested`;
 * - `refundStatus`: `requested` while a request waits; `rejected` when the order went back to delivered or
 *   completed after one (042); otherwise the refunds' own summary (041); a refunded order with nothing to
 *   refund online (cash on delivery) is `approved`: the seller gives the cash back in person.
 */
export function buyerFlags(facts: OrderFacts): BuyerFlags {
  const { status } = facts;
  const refundRequested = facts.refundRequested || status === 'refund_requested';
  return {
    canCancel:
      (CANCELLABLE_STATUSES as readonly string[]).includes(status) &&
      !facts.partStates.includes('handed_over') &&
      !facts.documentsTaken,
    refundRequested,
    refundStatus: refundStatusOf({ ...facts, refundRequested }),
  };
}

function refundStatusOf(facts: OrderFacts): OrderRefundStatus | null {
  if (facts.status === 'refund_requested') return 'requested';
  if (facts.refundRequested && (HANDED_OVER_TARGETS as readonly string[]).includes(facts.status)) {
    return 'rejected';
  }
  const fromRefunds = orderRefundStatus(facts.refunds);
  if (fromRefunds !== null) return fromRefunds;
  return facts.status === 'refunded' ? 'approved' : null;
}
