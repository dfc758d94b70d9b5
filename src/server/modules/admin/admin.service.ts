import {
  AdminCreateUserSchema,
  type AdminOrder,
  type CreateUserBody,
  type Revenue,
} from '../../../domain/contracts/admin.ts';
import type { User } from '../../../domain/contracts/auth.ts';
import type { FeesPaid, Settlement } from '../../../domain/contracts/payouts.ts';
import type { Paise } from '../../../domain/money.ts';
import { type OrderStatus, orderNumber } from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, notFound, validationError } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findUsersByIds, registerUser } from '../auth/index.ts';
import { requeueMail } from '../mail/index.ts';
import { changeOrderStatus, decideRefundRequest, softDeleteOrder } from '../orders/index.ts';
import { type PaymentGateway, withRefundsAfterCommit } from '../payments/index.ts';
import { recordFeesPaid, settleDueEntries } from '../payouts/index.ts';
import { catalogueChanged, deleteListing, sellerChanged } from '../products/index.ts';
import { adminAuditLog, revenueResets } from './admin.tables.ts';
import { adminOrder, getRevenue } from './admin-reports.service.ts';

/**
 * What admins do (spec, section 2; docs/decisions/005-admin-role-and-ownership.md): every action — status
 * changes, refund decisions, deletes, revenue resets, accounts created, payouts settled, SQL console queries,
 * moderation decisions (admin-moderation.service.ts) — is
 * carried out through the module that owns the data and written to the audit log with who did it. What admins
 * read is in admin-reports.service.ts.
 */

export type AuditAction =
  | 'order.status_changed'
  | 'order.refund_decided'
  | 'order.deleted'
  | 'product.deleted'
  | 'revenue.reset'
  | 'payout.settled'
  | 'payout.fees_paid'
  | 'user.created'
  | 'mail.requeued'
  | 'sql.executed'
  | 'report.resolved'
  | 'listing.second_look_answered'
  | 'user.suspension_lifted';

/** Records an admin action (in the caller's transaction when given one). */
export async function writeAudit(
  db: Database | Transaction,
  adminId: number,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(adminAuditLog).values({ adminId, action, details });
}

/**
 * Puts an e-mail that failed or keeps failing back in the outbox's queue (docs/decisions/027-email-outbox.md),
 * with the audit row in the same transaction.
 */
export async function retryMail(db: Database, adminId: number, mailId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { kind } = await requeueMail(tx, mailId);
    await writeAudit(tx, adminId, 'mail.requeued', { mailId, kind });
  });
}

/**
 * "Reset platform revenue" (docs/decisions/025-admin-deletes-and-revenue-resets.md): records a reset point
 * from which the figure counts again. No order, fee or earlier reset is deleted or changed.
 */
export async function resetRevenue(db: Database, adminId: number): Promise<Revenue> {
  const before = await getRevenue(db);
  await db.transaction(async (tx) => {
    await tx.insert(revenueResets).values({
      adminId,
      note: `Platform fees before the reset: ₹${before.platformFees} from ${before.orders} orders`,
    });
    await writeAudit(tx, adminId, 'revenue.reset', {
      platformFeesBefore: before.platformFees,
      ordersBefore: before.orders,
      previousResetAt: before.since,
    });
  });
  return getRevenue(db);
}

/**
 * Moves an order to another status as the transition table lets admins (docs/decisions/034-order-transitions.md),
 * with its history, the buyer's notification, stock (cancel / reopen), the refunds of an order paid online
 * (cancel / refunded) and the audit row in one transaction; the refunds are sent to the gateway once it has
 * committed. Returns the order as it is now.
 */
export async function setOrderStatus(
  db: Database,
  events: EventBus,
  gateway: PaymentGateway,
  { orderId, status, adminId }: { orderId: number; status: OrderStatus; adminId: number },
): Promise<AdminOrder> {
  const change = await withRefundsAfterCommit(db, gateway, events, async (tx) => {
    const result = await changeOrderStatus(tx, events, { orderId, to: status, adminId });
    if (result.changed) {
      await writeAudit(tx, adminId, 'order.status_changed', {
        orderId,
        orderNumber: orderNumber(orderId),
        from: result.from,
        to: result.to,
      });
    }
    return result;
  });
  if (change.stockMoved) catalogueChanged(db);
  return adminOrder(db, orderId);
}

/**
 * Approves or rejects a buyer's refund request (docs/decisions/042-refund-requests-decided-by-an-admin.md):
 * the decision, the order's status, the refunds written down and the audit row in one transaction; the
 * refunds are sent to the gateway once it has committed. Returns the order as it is now.
 */
export async function decideRefund(
  db: Database,
  events: EventBus,
  gateway: PaymentGateway,
  { orderId, adminId, approve, note }: { orderId: number; adminId: number; approve: boolean; note: string },
): Promise<AdminOrder> {
  await withRefundsAfterCommit(db, gateway, events, async (tx) => {
    const result = await decideRefundRequest(tx, events, { orderId, adminId, approve, note });
    await writeAudit(tx, adminId, 'order.refund_decided', {
      orderId,
      orderNumber: orderNumber(orderId),
      approved: approve,
      note,
      from: result.from,
      to: result.to,
    });
    return result;
  });
  return adminOrder(db, orderId);
}

/** Soft-deletes a transaction (hidden from lists and figures, kept in the database) and audits it. */
export async function deleteOrder(db: Database, adminId: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await softDeleteOrder(tx, orderId);
    await writeAudit(tx, adminId, 'order.deleted', { orderId, orderNumber: orderNumber(orderId) });
  });
}

/** Soft-deletes any listing (as its seller could) and audits it. */
export async function deleteProduct(
  db: Database,
  events: EventBus,
  adminId: number,
  productId: number,
): Promise<void> {
  await deleteListing(db, events, { id: adminId, isAdmin: true }, productId);
  await writeAudit(db, adminId, 'product.deleted', { productId });
}

/**
 * Creates an account from the database monitor, optionally as an admin: later admins are made here
 * (docs/decisions/005-admin-role-and-ownership.md). The sign-up rules apply, with the phone optional; the new
 * student is welcomed as on sign-up.
 */
export async function createUserAsAdmin(
  db: Database,
  events: EventBus,
  adminId: number,
  body: CreateUserBody,
): Promise<User> {
  if (!body.username?.trim() || !body.email?.trim() || !body.password)
    throw badRequest('admin.create_user_required');
  const parsed = AdminCreateUserSchema.safeParse({
    username: body.username,
    email: body.email.trim(),
    phone: body.phone ?? undefined,
    password: body.password,
    isAdmin: body.isAdmin ?? false,
  });
  if (!parsed.success) throw validationError(parsed.error.issues[0]?.message ?? 'Invalid user details');
  const user = await registerUser(db, events, parsed.data);
  await writeAudit(db, adminId, 'user.created', {
    userId: user.id,
    username: user.username,
    isAdmin: user.isAdmin,
  });
  return user;
}

/**
 * Marks a seller's due entries paid with the bank transfer's reference, and audits it, in one transaction
 * (docs/decisions/043-seller-payout-ledger.md). 404 for no such user; 409 when nothing is due (a second settle).
 */
export async function settlePayout(
  db: Database,
  { sellerId, adminId, reference }: { sellerId: number; adminId: number; reference: string },
): Promise<Settlement> {
  if (!(await findUsersByIds(db, [sellerId])).has(sellerId)) throw notFound('seller.not_found');
  const settlement = await db.transaction(async (tx) => {
    const settled = await settleDueEntries(tx, { sellerId, adminId, reference });
    await writeAudit(tx, adminId, 'payout.settled', { ...settled });
    return settled;
  });
  // Fees netted from the payout may bring the seller under the limit: their listings take cash again.
  sellerChanged(db);
  return settlement;
}

/**
 * Records that a seller paid the platform some of the fees their cash sales owe, and audits it, in one transaction
 * (docs/decisions/048-fees-cash-sales-owe.md). 404 for no such user; 409 when they owe less than the amount.
 */
export async function recordSellerFeesPaid(
  db: Database,
  {
    sellerId,
    adminId,
    amountPaise,
    reference,
  }: { sellerId: number; adminId: number; amountPaise: Paise; reference: string },
): Promise<FeesPaid> {
  if (!(await findUsersByIds(db, [sellerId])).has(sellerId)) throw notFound('seller.not_found');
  const paid = await db.transaction(async (tx) => {
    const recorded = await recordFeesPaid(tx, { sellerId, adminId, amountPaise, reference });
    await writeAudit(tx, adminId, 'payout.fees_paid', { ...recorded });
    return recorded;
  });
  // Paid under the limit, the seller's listings take cash again, at once (docs/decisions/104).
  sellerChanged(db);
  return paid;
}
