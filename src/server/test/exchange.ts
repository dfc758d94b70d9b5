import { and, eq } from 'drizzle-orm';
import type { Notification } from '../../domain/contracts/notifications.ts';
import { orderParts } from '../modules/orders/orders.tables.ts';
import type { AppUnderTest } from './build-test-app.ts';
import { buyerClient, type Line } from './checkout.ts';
import { createProduct, createUser, loginAs } from './factories.ts';

/** A signed-in student's calls: the account and its client. */
export type Student = Awaited<ReturnType<typeof studentOf>>;

async function studentOf(t: AppUnderTest, overrides: { isAdmin?: boolean } = {}) {
  const user = await createUser(t.database.db, overrides);
  return { user, ...buyerClient(t.app, await loginAs(t.app, user)) };
}

/** A new signed-in student (or admin) with their own calls. */
export function newStudent(t: AppUnderTest, overrides: { isAdmin?: boolean } = {}) {
  return studentOf(t, overrides);
}

/**
 * A buyer's order of one listing from each seller given (cash on delivery unless `online`), placed through the
 * API. Answers the order id and the listings, in the sellers' order.
 */
export async function orderFrom(
  t: AppUnderTest,
  buyer: Student,
  sellers: Student[],
  { online = false, quantity = 1, price = '250.00' } = {},
) {
  // One after another: the order's lines, and so its parts, follow the listings' ids.
  const listings = [];
  for (const seller of sellers) {
    listings.push(await createProduct(t.database.db, seller.user.id, { quantity: quantity + 2, price }));
  }
  const lines: Line[] = listings.map((listing) => ({ productId: listing.id, quantity }));
  const placed = online
    ? await buyer.placeOnlineOrder(lines, await buyer.payOnline(lines))
    : await buyer.placeCashOrder(lines);
  if (placed.statusCode !== 201) throw new Error(`placing the order: ${placed.statusCode} ${placed.body}`);
  return { orderId: placed.json().id as number, listings };
}

/** The hand-over code of one seller's part, as the buyer's order page shows it. */
export async function codeFor(buyer: Student, orderId: number, sellerId: number): Promise<string> {
  const detail = (await buyer.call('GET', `/api/orders/detail/${orderId}`)).json();
  const part = detail.parts?.find((candidate: { sellerId: number }) => candidate.sellerId === sellerId);
  if (!part?.handoverCode) throw new Error(`no code for seller ${sellerId}: ${JSON.stringify(detail.parts)}`);
  return part.handoverCode;
}

/** A six-digit code that is not the part's. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The stored part of an order for a seller, straight from the table. */
export async function storedPart(t: AppUnderTest, orderId: number, sellerId: number) {
  const [part] = await t.database.db
    .select()
    .from(orderParts)
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.sellerId, sellerId)));
  if (!part) throw new Error(`no part for seller ${sellerId} in order ${orderId}`);
  return part;
}

/** The seller hands their part over with the code the buyer shows. */
export async function handOver(seller: Student, buyer: Student, orderId: number) {
  const code = await codeFor(buyer, orderId, seller.user.id);
  return seller.call('POST', `/api/sales/${orderId}/handover`, { code });
}

/** A student's notifications about an order as the API answers them (kind, params and English), newest first. */
export async function noticesAbout(student: Student, orderId: number): Promise<Notification[]> {
  const notices = (await student.call('GET', '/api/notifications')).json() as Notification[];
  return notices.filter((notice) => notice.orderId === orderId);
}
