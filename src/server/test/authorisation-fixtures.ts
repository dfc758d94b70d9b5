import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { User } from '../../domain/contracts/auth.ts';
import type { VerifyPayment } from '../../domain/contracts/payments.ts';
import { users } from '../modules/auth/auth.tables.ts';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { reports } from '../modules/moderation/moderation.tables.ts';
import { notifications } from '../modules/notifications/notifications.tables.ts';
import { offers } from '../modules/offers/offers.tables.ts';
import { hmacHex } from '../modules/payments/gateway.ts';
import { payoutEntries } from '../modules/payouts/payouts.tables.ts';
import { type AppUnderTest, TEST_SESSION_SECRET } from './build-test-app.ts';
import { buyerClient } from './checkout.ts';
import { storedPart } from './exchange.ts';
import { createProduct, createUser, loginAs } from './factories.ts';
import { multipart, pdfDocument, pngImage } from './uploads.ts';

/**
 * The people and things of the authorisation matrix. Student A owns every resource the matrix's requests
 * name; student B is another student aimed at A's things; a fourth student sells what A buys, so A's orders,
 * payments and cart lines are A's alone. Shared resources are only ever read; the `new…` makers give a row
 * a resource of its own to change, so no row can spoil another.
 */

export type Account = User & { password: string; cookie: string };
export type ProviderOrder = { id: string; amount: number };

let savedSearchCount = 0;

export interface MatrixWorld {
  a: Account;
  b: Account;
  admin: Account;
  /** A's listing with one public image and one private document, both uploaded through the API. */
  listing: { id: number; image: string; document: string };
  /** An order A placed (cash on delivery). */
  orderId: number;
  /** An order another student placed for A's listing: A's sale. */
  saleOfA: number;
  /** A new sale of A's and the hand-over code its buyer holds. */
  newSaleOfA(): Promise<{ orderId: number; code: string }>;
  /** A product another student sells, in stock, that any caller may buy. */
  newProductOnSale(): Promise<number>;
  newListingOfA(): Promise<number>;
  /** An order A placed for one product, and that product. */
  newPurchaseOfA(): Promise<{ orderId: number; productId: number }>;
  newOrderOfA(): Promise<number>;
  /** An order of A's that an admin has marked delivered, so A may ask for a refund. */
  newDeliveredOrderOfA(): Promise<number>;
  /** A delivered order of A's and the product in it: A received it, so A may review it and rate its seller. */
  newReceivedPurchaseOfA(): Promise<{ orderId: number; productId: number }>;
  /** A delivered order of A's whose refund A has asked for. */
  newRefundRequestOfA(): Promise<number>;
  newCartItemOfA(): Promise<number>;
  /** A search A saved, each one different. */
  newSavedSearchOfA(): Promise<number>;
  /** A's open wanted post (docs/decisions/094-wanted-posts.md). */
  newWantedOfA(): Promise<number>;
  /** Another student's open wanted post, which A may answer with a listing of A's. */
  newWantedOfOtherStudent(): Promise<number>;
  newNotificationOfA(): Promise<number>;
  /** A browser A turned push notifications on in: its endpoint (docs/decisions/086-web-push.md). */
  newPushSubscriptionOfA(): Promise<string>;
  /** An e-mail to A the outbox gave up on. */
  newFailedMailOfA(): Promise<number>;
  /** A payout ledger earning of A's that is due now (A as a seller). */
  newDuePayoutOfA(): Promise<number>;
  /** A owes a cash sale's fee of ₹37.50 (docs/decisions/048); answers A's id. */
  newFeeOwedByA(): Promise<number>;
  /** A provider order A created and has not paid yet. */
  newPaymentOfA(): Promise<ProviderOrder>;
  /** What the simulated checkout hands A's browser after paying, ready to be verified. */
  newCheckoutOfA(): Promise<VerifyPayment>;
  /** A verified online payment of A's for one product, not yet used for an order. */
  newVerifiedPaymentOfA(): Promise<{ productId: number; providerOrderId: string; paymentId: string }>;
  /** A new student nobody has blocked: anyone may block them. */
  newStudentId(): Promise<number>;
  /** A listing of A's the PassItOn team hid; with `secondLook`, A asked for another look. */
  newHiddenListingOfA(options?: { secondLook?: boolean }): Promise<number>;
  /** An open report about a new listing of A's. */
  newReportAboutA(): Promise<number>;
  /** A student suspended for 7 days. */
  newSuspendedStudent(): Promise<number>;
  /** A new student's open offer of ₹200 on a new ₹250 listing of A's. */
  newOfferToA(): Promise<{ offerId: number; productId: number; buyerId: number }>;
  /**
   * A asked another student about their listing (docs/decisions/037): the listing and the conversation. One for
   * every row, asked once: messages are rate-limited.
   */
  questionOfA(): Promise<{ productId: number; conversationId: number }>;
}

/** Throws with the answer's body unless it has the status a fixture step needs. */
function expectStatus(
  response: LightMyRequestResponse,
  status: number,
  step: string,
): LightMyRequestResponse {
  if (response.statusCode !== status) {
    throw new Error(`${step}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
  return response;
}

async function account(t: AppUnderTest, overrides: { isAdmin?: boolean } = {}): Promise<Account> {
  const user = await createUser(t.database.db, overrides);
  return { ...user, cookie: await loginAs(t.app, user) };
}

/** Uploads one image and one document as the seller, the way the listing form does. */
async function uploadAttachments(
  t: AppUnderTest,
  seller: Account,
): Promise<{ image: string; document: string }> {
  const form = multipart([
    { name: 'files', filename: 'cover.png', content: await pngImage(), contentType: 'image/png' },
    { name: 'files', filename: 'notes.pdf', content: pdfDocument(), contentType: 'application/pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...form.headers, cookie: seller.cookie },
    payload: form.payload,
  });
  const { images, files } = expectStatus(response, 200, "uploading A's files").json();
  return { image: images[0], document: files[0] };
}

/** Creates the four callers and A's resources. */
export async function arrangeMatrixWorld(t: AppUnderTest): Promise<MatrixWorld> {
  const db = t.database.db;
  const [a, b, admin, otherSeller] = await Promise.all([
    account(t),
    account(t),
    account(t, { isAdmin: true }),
    account(t),
  ]);
  const asA = buyerClient(t.app, a.cookie);
  const asAdmin = buyerClient(t.app, admin.cookie);
  const asOtherSeller = buyerClient(t.app, otherSeller.cookie);

  const newProductOnSale = async () => (await createProduct(db, otherSeller.id)).id;
  const newPurchaseOfA = async () => {
    const productId = await newProductOnSale();
    const placed = await asA.placeCashOrder([{ productId, quantity: 1 }]);
    return { orderId: expectStatus(placed, 201, "placing A's order").json().id as number, productId };
  };
  const newOrderOfA = async () => (await newPurchaseOfA()).orderId;
  const newPaymentOfA = async (): Promise<ProviderOrder> => {
    const items = [{ productId: await newProductOnSale(), quantity: 1 }];
    const created = await asA.call('POST', '/api/razorpay/create-order', { items });
    return expectStatus(created, 200, "creating A's payment").json().order;
  };

  const newReceivedPurchaseOfA = async () => {
    const purchase = await newPurchaseOfA();
    const delivered = await asAdmin.call('PUT', `/api/orders/${purchase.orderId}/status`, {
      status: 'delivered',
    });
    expectStatus(delivered, 200, "delivering A's order");
    return purchase;
  };
  const newDeliveredOrderOfA = async () => (await newReceivedPurchaseOfA()).orderId;

  const newSaleOfA = async () => {
    const productId = (await createProduct(db, a.id)).id;
    const placed = await asOtherSeller.placeCashOrder([{ productId, quantity: 1 }]);
    const orderId: number = expectStatus(placed, 201, "buying A's listing").json().id;
    return { orderId, code: (await storedPart(t, orderId, a.id)).handoverCode };
  };

  let question: Promise<{ productId: number; conversationId: number }> | undefined;
  const attachments = await uploadAttachments(t, a);
  const listing = await createProduct(db, a.id, {
    images: [attachments.image],
    files: [attachments.document],
  });

  return {
    a,
    b,
    admin,
    listing: { id: listing.id, ...attachments },
    orderId: await newOrderOfA(),
    saleOfA: (await newSaleOfA()).orderId,
    newSaleOfA,
    newProductOnSale,
    newListingOfA: async () => (await createProduct(db, a.id)).id,
    questionOfA() {
      question ??= (async () => {
        const productId = await newProductOnSale();
        const asked = await asA.call('POST', `/api/listings/${productId}/messages`, { text: 'Is it there?' });
        return { productId, conversationId: expectStatus(asked, 201, "A's question").json().conversationId };
      })();
      return question;
    },
    newPurchaseOfA,
    newOrderOfA,
    newDeliveredOrderOfA,
    newReceivedPurchaseOfA,
    async newRefundRequestOfA() {
      const orderId = await newDeliveredOrderOfA();
      const asked = await asA.call('POST', `/api/orders/${orderId}/refund-request`, {
        reason: 'Pages missing',
      });
      expectStatus(asked, 200, "asking for A's refund");
      return orderId;
    },
    async newWantedOfA() {
      const posted = await asA.call('POST', '/api/wanted', { title: 'Matrix wanted book' });
      return expectStatus(posted, 201, "posting A's wanted book").json().id;
    },
    async newWantedOfOtherStudent() {
      const posted = await asOtherSeller.call('POST', '/api/wanted', { title: 'Matrix wanted book' });
      return expectStatus(posted, 201, "posting another student's wanted book").json().id;
    },
    async newSavedSearchOfA() {
      savedSearchCount += 1;
      const saved = await asA.call('POST', '/api/saved-searches', { q: `matrix search ${savedSearchCount}` });
      return expectStatus(saved, 201, "saving A's search").json().id;
    },
    async newPushSubscriptionOfA() {
      const browser = pushSubscriptionBody();
      expectStatus(await asA.call('PUT', '/api/push/subscription', browser), 200, 'turning push on for A');
      return browser.endpoint;
    },
    async newCartItemOfA() {
      const added = await asA.call('POST', '/api/cart', { productId: await newProductOnSale(), quantity: 1 });
      return expectStatus(added, 201, "filling A's cart").json().id;
    },
    async newNotificationOfA() {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: a.id,
          type: 'other',
          kind: 'text',
          params: { text: 'A message for student A only.' },
        })
        .returning({ id: notifications.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async newFailedMailOfA() {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: 'order_placed',
          userId: a.id,
          toAddress: a.email,
          subject: 'Your order is placed',
          textBody: 'Thank you.',
          htmlBody: '<p>Thank you.</p>',
          messageId: `<matrix-${a.id}-${Math.random().toString(36).slice(2)}@passiton.test>`,
          status: 'failed',
          attempts: 10,
          lastError: '550 Mailbox unavailable',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async newDuePayoutOfA() {
      // Straight into the ledger: an earning written two working days ago, for an order number no other row uses.
      const [row] = await db
        .insert(payoutEntries)
        .values({
          sellerId: a.id,
          orderId: 900_000_000 + Math.floor(Math.random() * 90_000_000),
          kind: 'earning',
          amountPaise: 25_000,
          createdAt: new Date(Date.now() - 7 * 86_400_000),
          dueAt: new Date(Date.now() - 60_000),
        })
        .returning({ id: payoutEntries.id });
      if (!row) throw new Error('insert returned no row');
      return a.id;
    },
    async newFeeOwedByA() {
      // Straight into the ledger, as the hand-over of a cash part writes it.
      const now = new Date();
      await db.insert(payoutEntries).values({
        sellerId: a.id,
        orderId: 900_000_000 + Math.floor(Math.random() * 90_000_000),
        kind: 'fee_owed',
        amountPaise: -3_750,
        createdAt: now,
        dueAt: now,
      });
      return a.id;
    },
    newPaymentOfA,
    async newCheckoutOfA() {
      const payment = await newPaymentOfA();
      const paid = await asA.call('POST', '/api/razorpay/simulated-checkout', {
        razorpay_order_id: payment.id,
        outcome: 'success',
      });
      return expectStatus(paid, 200, "paying A's order").json();
    },
    newStudentId: async () => (await createUser(db)).id,
    async newHiddenListingOfA({ secondLook = false } = {}) {
      const now = new Date();
      return (
        await createProduct(db, a.id, {
          hiddenAt: now,
          hiddenBy: 'team',
          hiddenReason: 'Photos of another book',
          secondLookAt: secondLook ? now : null,
        })
      ).id;
    },
    async newReportAboutA() {
      const listing = await createProduct(db, a.id);
      const [row] = await db
        .insert(reports)
        .values({
          reporterId: b.id,
          targetType: 'listing',
          targetId: listing.id,
          ownerId: a.id,
          reason: 'spam',
        })
        .returning({ id: reports.id });
      if (!row) throw new Error('insert returned no report');
      return row.id;
    },
    async newSuspendedStudent() {
      const user = await createUser(db);
      await db
        .update(users)
        .set({ suspendedUntil: new Date(Date.now() + 7 * 86_400_000), suspensionReason: 'Spam' })
        .where(eq(users.id, user.id));
      return user.id;
    },
    async newOfferToA() {
      const listing = await createProduct(db, a.id, { price: '250.00' });
      const buyer = await createUser(db);
      const now = new Date();
      const [row] = await db
        .insert(offers)
        .values({
          productId: listing.id,
          buyerId: buyer.id,
          sellerId: a.id,
          askingPrice: 25_000,
          amount: 20_000,
          answerBy: new Date(now.getTime() + 48 * 3_600_000),
        })
        .returning({ id: offers.id });
      if (!row) throw new Error('insert returned no offer');
      return { offerId: row.id, productId: listing.id, buyerId: buyer.id };
    },
    async newVerifiedPaymentOfA() {
      const productId = await newProductOnSale();
      const { providerOrder, paymentId } = await asA.payOnline([{ productId, quantity: 1 }]);
      return { productId, providerOrderId: providerOrder.id, paymentId };
    },
  };
}

// The simulated gateway derives its webhook secret from the session secret (create-gateway.ts).
const webhookSecret = hmacHex(TEST_SESSION_SECRET, 'simulated gateway webhook secret');

/** A provider's "payment captured" webhook for a payment, signed as the (simulated) provider signs it. */
export function capturedWebhook(payment: ProviderOrder): { body: string; signature: string } {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: `pay_${payment.id}`, order_id: payment.id, amount: payment.amount } },
    },
  });
  return { body, signature: hmacHex(webhookSecret, body) };
}

let pushBrowsers = 0;

/** A browser's push subscription at a push service on the internet (no worker runs in these tests to send to it). */
export function pushSubscriptionBody() {
  pushBrowsers += 1;
  return {
    endpoint: `https://push.example.in/send/matrix-${pushBrowsers}-${Date.now()}`,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };
}
