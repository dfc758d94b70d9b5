import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  arrangeMatrixWorld,
  capturedWebhook,
  type MatrixWorld,
  pushSubscriptionBody,
} from '../test/authorisation-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { homeDelivery } from '../test/checkout.ts';
import { createUser, loginAs, uniqueUsername } from '../test/factories.ts';
import { multipart, pngImage } from '../test/uploads.ts';

/*
 * The authorisation matrix: every route the app registers × four callers — signed out, student A (who owns
 * whatever the request names), student B (another student, aimed at A's things) and an admin — with the
 * status each must get. A route registered without a row, or a row whose route is gone, fails the suite.
 *
 * What counts as a route:
 * - The table is the app's own: buildApp reports every route as it is registered (onRoute), hidden ones too.
 * - HEAD routes (Fastify adds one beside each GET; @fastify/static registers its own) run the GET's handler
 *   and hooks, so a GET row covers its HEAD: the same request is sent as HEAD and must get the same statuses.
 * - A plugin's root route is registered at both `/prefix` and `/prefix/`; one row covers both.
 * - The app is built with a stand-in web build holding only index.html, so the routes that exist only with a
 *   build are listed: crawler pages (/product/:id) and the build's files. A real build registers one public
 *   route per file; the stand-in's single file, GET /index.html, is the row that stands for them.
 * - The SPA fallback is the not-found handler, not a route: it answers index.html to any page path and a
 *   JSON 404 under /api/ and /uploads/, the same for everyone, and reaches no data.
 * - /uploads/* serves listing images and /api/docs/* the API documentation, both public; private documents
 *   are only ever served by GET /api/products/:id/files/:name.
 */

type Caller = 'out' | 'a' | 'b' | 'admin';
type Statuses = Record<Caller, number>;
type Params = Record<string, string | number>;

/** What a row sends: values for the route's path parameters, and a body that passes validation. */
interface Call {
  params?: Params;
  /** The query string's values. */
  query?: Params;
  body?: object | string | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  expected: Statuses;
  /**
   * Called once per caller, so a row that changes something changes a resource of its own each time. `caller`
   * is the account the call is made as (none when signed out).
   */
  request?: (world: MatrixWorld, caller: Account | undefined) => Call | Promise<Call>;
  /** The call starts or ends a session: each signed-in caller gets a session of its own for it. */
  replacesSession?: boolean;
  /**
   * The call changes the caller's own account (its password, its other sessions): each signed-in caller makes
   * it as a new account of its kind (a student for A and B, an admin for the admin), so the world's accounts
   * keep their passwords and sessions for the other rows.
   */
  ownAccount?: boolean;
  /** The answer is an endless stream (the live events): its status is read as soon as its headers come. */
  streams?: boolean;
}

const row = (expected: Statuses, request?: Row['request']): Row => ({ expected, request });
const sessionRow = (expected: Statuses, request?: Row['request']): Row => ({
  expected,
  request,
  replacesSession: true,
});
const streamRow = (expected: Statuses): Row => ({ expected, streams: true });
const ownAccountRow = (expected: Statuses, request?: Row['request']): Row => ({
  expected,
  request,
  ownAccount: true,
});

const productForm = {
  title: 'Engineering Mathematics by B.S. Grewal',
  description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
  price: '349',
  condition: 'Good',
  category: 'Textbooks',
};

const matrix: Record<string, Row> = {
  // Health, documentation, crawlers and public files: the same answer for everyone.
  'GET /healthz': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /readyz': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/docs': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/docs/static/index.html': row({ out: 302, a: 302, b: 302, admin: 302 }),
  'GET /api/docs/static/swagger-initializer.js': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/docs/static/*': row({ out: 200, a: 200, b: 200, admin: 200 }, () => ({
    params: { '*': 'index.css' },
  })),
  'GET /api/docs/json': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/docs/yaml': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /robots.txt': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /sitemap.xml': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /sitemaps/:file': row({ out: 200, a: 200, b: 200, admin: 200 }, () => ({ params: { file: '1.xml' } })),
  'GET /og/product/:file': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { file: `${w.listing.id}.jpg` },
  })),
  'GET /': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /browse': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /product/:id': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { id: w.listing.id },
  })),
  'GET /u/:username': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { username: w.a.username },
  })),
  'GET /index.html': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /uploads/*': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { '*': w.listing.image },
  })),

  // Accounts.
  'POST /api/register': sessionRow({ out: 201, a: 201, b: 201, admin: 201 }, () => {
    const username = uniqueUsername('matrix');
    return {
      body: {
        username,
        email: `${username}@example.in`,
        phone: '9876543210',
        password: 'a strong secret for the matrix',
      },
    };
  }),
  'POST /api/login': sessionRow({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    body: { username: w.a.username, password: w.a.password },
  })),
  // A way back in without the password: public; the e-mailed token, not the session, names the account.
  'POST /api/password/forgot': row({ out: 202, a: 202, b: 202, admin: 202 }, (w) => ({
    body: { email: `${w.a.username}@example.in` },
  })),
  'POST /api/password/reset': row({ out: 400, a: 400, b: 400, admin: 400 }, () => ({
    body: { token: 'a token nobody was sent', password: 'secret123' },
  })),
  'POST /api/email/verify': row({ out: 400, a: 400, b: 400, admin: 400 }, () => ({
    body: { token: 'a token nobody was sent' },
  })),
  // Another link to the caller's own address: there is no one else's to name.
  'POST /api/user/verify-email': row({ out: 401, a: 202, b: 202, admin: 202 }),
  // The caller's own e-mail settings; the unsubscribe link is signed for one user and needs no session.
  'GET /api/user/mail-preferences': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'PUT /api/user/mail-preferences': row({ out: 401, a: 200, b: 200, admin: 200 }, () => ({
    body: { kind: 'order_placed', enabled: true },
  })),
  'POST /api/mail/unsubscribe': row({ out: 400, a: 400, b: 400, admin: 400 }),
  'POST /api/logout': sessionRow({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/user': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'GET /api/site-config': row({ out: 200, a: 200, b: 200, admin: 200 }),
  // The signed-in user's own account: there is no one else's to name, so A and B alike act on their own.
  'PUT /api/user/password': ownAccountRow({ out: 401, a: 200, b: 200, admin: 200 }, (_w, caller) => ({
    body: { currentPassword: caller?.password ?? 'secret123', newPassword: 'a new secret for the matrix' },
  })),
  'PUT /api/user': row({ out: 401, a: 200, b: 200, admin: 200 }, () => ({
    body: { fullName: 'Matrix Student', phone: '9876543210', institute: 'COEP', city: 'Pune' },
  })),
  // The language the caller's own e-mails come in (docs/decisions/072-e-mail-languages.md).
  'PUT /api/user/language': row({ out: 401, a: 200, b: 200, admin: 200 }, () => ({
    body: { language: 'en' },
  })),
  'GET /api/user/sessions': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'DELETE /api/user/sessions/others': ownAccountRow({ out: 401, a: 200, b: 200, admin: 200 }),
  // A fresh account of the caller's kind deletes itself (docs/decisions/029-deleting-an-account.md).
  'DELETE /api/user': ownAccountRow({ out: 401, a: 200, b: 200, admin: 200 }, (_w, caller) => ({
    body: { password: caller?.password ?? 'secret123' },
  })),
  'GET /api/user/:id/achievements': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { id: w.a.id },
  })),
  'GET /api/user/:id/stats': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { id: w.a.id },
  })),

  // The catalogue and A's listings.
  'GET /api/products': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/products/facets': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/products/:id': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { id: w.listing.id },
  })),
  'GET /api/products/:id/rating': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { id: w.listing.id },
  })),
  'GET /api/reviews/product/:productId': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { productId: w.listing.id },
  })),
  // Each signed-in caller hears of their own order of the listing only (null when they never received it).
  'GET /api/reviews/product/:productId/order': row({ out: 401, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { productId: w.listing.id },
  })),
  'POST /api/upload': row({ out: 401, a: 200, b: 200, admin: 200 }, async () => {
    const form = multipart([{ name: 'files', filename: 'cover.png', content: await pngImage() }]);
    return { body: form.payload, headers: form.headers };
  }),
  'POST /api/products': row({ out: 401, a: 201, b: 201, admin: 201 }, () => ({ body: productForm })),
  'PUT /api/products/:id': row({ out: 401, a: 200, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newListingOfA() },
    body: { price: '299' },
  })),
  'DELETE /api/products/:id': row({ out: 401, a: 200, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newListingOfA() },
  })),
  'GET /api/products/seller/:sellerId': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { sellerId: w.a.id },
  })),
  // Documents are private: anyone but the seller, an admin or a buyer is told they do not exist.
  'GET /api/products/:id/files': row({ out: 404, a: 200, b: 404, admin: 200 }, (w) => ({
    params: { id: w.listing.id },
  })),
  'GET /api/products/:id/files/:name': row({ out: 404, a: 200, b: 404, admin: 200 }, (w) => ({
    params: { id: w.listing.id, name: w.listing.document },
  })),

  // Favourites: every signed-in account keeps its own; there is no one else's to name.
  // The matrix's app looks no book up (OPEN_LIBRARY_URL=off) and no test lists this ISBN: any student may ask, and
  // finds nothing.
  'GET /api/books/:isbn': row({ out: 401, a: 404, b: 404, admin: 404 }, () => ({
    params: { isbn: '9789350190043' },
  })),
  'GET /api/favourites': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'PUT /api/favourites/:productId': row({ out: 401, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { productId: w.listing.id },
  })),
  'DELETE /api/favourites/:productId': row({ out: 401, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { productId: w.listing.id },
  })),

  // Reports and blocks: every signed-in account makes its own (docs/decisions/083, 084).
  'POST /api/reports': row({ out: 401, a: 201, b: 201, admin: 201 }, async (w) => ({
    body: { targetType: 'listing', targetId: await w.newProductOnSale(), reason: 'spam' },
  })),
  'GET /api/blocks': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'PUT /api/blocks/:userId': row({ out: 401, a: 200, b: 200, admin: 200 }, async (w) => ({
    params: { userId: await w.newStudentId() },
  })),
  'DELETE /api/blocks/:userId': row({ out: 401, a: 200, b: 200, admin: 200 }, async (w) => ({
    params: { userId: await w.newStudentId() },
  })),
  // Offers (docs/decisions/038-offers.md): anyone but its seller offers on A's listing; A, its seller, answers an
  // offer on it and reads the offers of one buyer; nobody else does.
  'POST /api/listings/:productId/offers': row({ out: 401, a: 400, b: 201, admin: 201 }, async (w) => ({
    params: { productId: await w.newListingOfA() },
    body: { amount: 200 },
  })),
  'GET /api/listings/:productId/offers': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => {
    const { productId, buyerId } = await w.newOfferToA();
    return { params: { productId }, query: { buyerId } };
  }),
  ...Object.fromEntries(
    (['accept', 'decline', 'counter'] as const).map((action) => [
      `POST /api/offers/:id/${action}`,
      row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
        params: { id: (await w.newOfferToA()).offerId },
        body: action === 'counter' ? { amount: 220 } : undefined,
      })),
    ]),
  ),
  // Only the seller of a listing the team hid asks for another look.
  'POST /api/products/:id/second-look': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newHiddenListingOfA() },
  })),

  // Saved searches: each account keeps its own; another's is not there for them (404).
  'GET /api/saved-searches': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'POST /api/saved-searches': row({ out: 401, a: 201, b: 201, admin: 201 }, () => ({
    body: { q: 'hc verma', city: 'Kota' },
  })),
  'DELETE /api/saved-searches/:id': row({ out: 401, a: 200, b: 404, admin: 404 }, async (w) => ({
    params: { id: await w.newSavedSearchOfA() },
  })),

  // Wanted posts: public to read; each account posts and closes its own (another's is not there for them: 404);
  // "I have this" answers with a listing of the caller's own, so only A (with A's listing) gets through.
  'GET /api/wanted': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'GET /api/wanted/count': row({ out: 200, a: 200, b: 200, admin: 200 }, () => ({
    query: { isbn: '9788177091878', title: 'Concepts of Physics' },
  })),
  'GET /api/wanted/mine': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'POST /api/wanted': row({ out: 401, a: 201, b: 201, admin: 201 }, () => ({
    body: { title: 'hc verma', city: 'Kota' },
  })),
  'DELETE /api/wanted/:id': row({ out: 401, a: 200, b: 404, admin: 404 }, async (w) => ({
    params: { id: await w.newWantedOfA() },
  })),
  'POST /api/wanted/:id/answers': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newWantedOfOtherStudent() },
    body: { productId: await w.newListingOfA() },
  })),

  // A's cart: only its owner may change it; an admin may read it.
  'GET /api/cart/:userId': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { userId: w.a.id },
  })),
  'POST /api/cart': row({ out: 401, a: 201, b: 403, admin: 403 }, async (w) => ({
    body: { userId: w.a.id, productId: await w.newProductOnSale(), quantity: 1 },
  })),
  'PUT /api/cart/:id': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newCartItemOfA() },
    body: { quantity: 1 },
  })),
  'DELETE /api/cart/:id': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newCartItemOfA() },
  })),
  'DELETE /api/cart/user/:userId': row({ out: 401, a: 200, b: 403, admin: 403 }, (w) => ({
    params: { userId: w.a.id },
  })),

  // A's orders and payments. Spending A's verified payment is refused with 400: that service gives "not yours"
  // and "not for these items" one answer, which tells B nothing. Reviewing through A's order is 403: only a
  // buyer who received the listing may review it, and B received nothing.
  'POST /api/orders': row({ out: 401, a: 201, b: 400, admin: 400 }, async (w) => {
    const payment = await w.newVerifiedPaymentOfA();
    return {
      body: {
        ...homeDelivery,
        paymentMethod: 'razorpay',
        items: [{ productId: payment.productId, quantity: 1 }],
        orderId: payment.providerOrderId,
        paymentId: payment.paymentId,
      },
    };
  }),
  'GET /api/orders/:userId': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { userId: w.a.id },
  })),
  'GET /api/orders/detail/:id': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { id: w.orderId },
  })),
  'PUT /api/orders/:id/cancel': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newOrderOfA() },
  })),
  'POST /api/orders/:id/refund-request': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newDeliveredOrderOfA() },
    body: { reason: 'The book arrived with pages missing.' },
  })),
  'POST /api/orders/:id/confirm-receipt': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newDeliveredOrderOfA() },
  })),
  // The conversations of A's order: its buyer (A) and its seller write; an admin reads, for disputes.
  'GET /api/orders/:orderId/messages': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { orderId: w.orderId },
  })),
  'POST /api/orders/:orderId/messages': row({ out: 401, a: 201, b: 403, admin: 403 }, (w) => ({
    params: { orderId: w.orderId },
    body: { text: 'When can we meet for the pickup?' },
  })),
  // Asking about a listing (docs/decisions/037): any student may ask about another's listing for sale; a
  // conversation is its buyer's (A) and seller's alone — an admin reads reported messages on the desk.
  'POST /api/listings/:productId/messages': row({ out: 401, a: 201, b: 201, admin: 201 }, async (w) => ({
    params: { productId: await w.newProductOnSale() },
    body: { text: 'Is this the 2019 edition?' },
  })),
  'GET /api/listings/:productId/messages': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => {
    const question = await w.questionOfA();
    return { params: { productId: question.productId }, query: { buyerId: w.a.id } };
  }),
  'GET /api/conversations': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'GET /api/conversations/unread': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'GET /api/conversations/:id': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: (await w.questionOfA()).conversationId },
  })),
  'POST /api/conversations/:id/messages': row({ out: 401, a: 201, b: 403, admin: 403 }, async (w) => ({
    params: { id: (await w.questionOfA()).conversationId },
    body: { text: 'Can we meet at the library?' },
  })),
  'POST /api/conversations/:id/read': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: (await w.questionOfA()).conversationId },
  })),
  'POST /api/reviews': row({ out: 401, a: 201, b: 403, admin: 403 }, async (w) => {
    const { orderId, productId } = await w.newReceivedPurchaseOfA();
    return { body: { productId, orderId, rating: 5, comment: 'Exactly as described.' } };
  }),
  // Rating the seller of A's handed-over deal: A alone, once; the ratings of A's deals are A's to read.
  'POST /api/orders/:orderId/ratings': row({ out: 401, a: 201, b: 403, admin: 403 }, async (w) => ({
    params: { orderId: await w.newDeliveredOrderOfA() },
    body: { rating: 5, comment: 'Met on time at the library.' },
  })),
  'GET /api/orders/:orderId/ratings': row({ out: 401, a: 200, b: 403, admin: 403 }, (w) => ({
    params: { orderId: w.orderId },
  })),
  // A public profile is the same for everyone.
  'GET /api/users/:username/profile': row({ out: 200, a: 200, b: 200, admin: 200 }, (w) => ({
    params: { username: w.a.username },
  })),
  'POST /api/razorpay/create-order': row({ out: 401, a: 200, b: 200, admin: 200 }, async (w) => ({
    body: { items: [{ productId: await w.newProductOnSale(), quantity: 1 }] },
  })),
  'POST /api/razorpay/simulated-checkout': row({ out: 401, a: 200, b: 404, admin: 404 }, async (w) => ({
    body: { razorpay_order_id: (await w.newPaymentOfA()).id, outcome: 'success' },
  })),
  'POST /api/razorpay/verify-payment': row({ out: 401, a: 200, b: 404, admin: 404 }, async (w) => ({
    body: await w.newCheckoutOfA(),
  })),
  // The provider's server calls it: its signature, not a session, is the proof.
  'POST /api/razorpay/webhook': row({ out: 200, a: 200, b: 200, admin: 200 }, async (w) => {
    const { body, signature } = capturedWebhook(await w.newPaymentOfA());
    return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature } };
  }),

  // A's sales: another student bought A's listing. Each caller lists their own sales; the rest is A's alone
  // (an admin may read a sale, but only its seller hands it over or declines it).
  'GET /api/sales': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'GET /api/sales/:orderId': row({ out: 401, a: 200, b: 403, admin: 200 }, (w) => ({
    params: { orderId: w.saleOfA },
  })),
  'POST /api/sales/:orderId/handover': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => {
    const sale = await w.newSaleOfA();
    return { params: { orderId: sale.orderId }, body: { code: sale.code } };
  }),
  'POST /api/sales/:orderId/decline': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { orderId: (await w.newSaleOfA()).orderId },
    body: { reason: 'The book was damaged in the rain.' },
  })),

  // Earnings: each seller sees their own ledger only.
  'GET /api/payouts': row({ out: 401, a: 200, b: 200, admin: 200 }),

  // Notifications: each caller sees and marks their own.
  'GET /api/notifications': row({ out: 401, a: 200, b: 200, admin: 200 }),
  // Each caller's own live events; the streams stay open until the app closes.
  'GET /api/events': streamRow({ out: 401, a: 200, b: 200, admin: 200 }),
  'GET /api/notifications/unread': row({ out: 401, a: 200, b: 200, admin: 200 }),
  'POST /api/notifications/:id/read': row({ out: 401, a: 200, b: 403, admin: 403 }, async (w) => ({
    params: { id: await w.newNotificationOfA() },
  })),
  'POST /api/notifications/read-all': row({ out: 401, a: 200, b: 200, admin: 200 }),

  // Push (docs/decisions/086-web-push.md): the public key is public; each account turns its own browsers on, and
  // off only its own (another's endpoint is not there for it).
  'GET /api/push/key': row({ out: 200, a: 200, b: 200, admin: 200 }),
  'PUT /api/push/subscription': row({ out: 401, a: 200, b: 200, admin: 200 }, () => ({
    body: pushSubscriptionBody(),
  })),
  'DELETE /api/push/subscription': row({ out: 401, a: 200, b: 404, admin: 404 }, async (w) => ({
    body: { endpoint: await w.newPushSubscriptionOfA() },
  })),

  // The admin dashboard and database monitor: admins only, whatever they name.
  'GET /api/admin/orders': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/users': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/products': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/stats': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/revenue': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/analytics': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/database/users': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/database/products': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/database/orders': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/database/activity': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'POST /api/admin/database/execute': row({ out: 401, a: 403, b: 403, admin: 200 }, () => ({
    body: { query: 'SELECT 1 AS one' },
  })),
  'POST /api/admin/reset-revenue': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'POST /api/admin/create-user': row({ out: 401, a: 403, b: 403, admin: 201 }, () => {
    const username = uniqueUsername('made');
    return { body: { username, email: `${username}@example.in`, password: 'secret123', isAdmin: false } };
  }),
  'PUT /api/orders/:orderId/status': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { orderId: await w.newOrderOfA() },
    body: { status: 'shipped' },
  })),
  'POST /api/admin/orders/:id/refund': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newRefundRequestOfA() },
    body: { approve: false, note: 'The photos show every page.' },
  })),
  'GET /api/admin/payouts': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/payments/unclaimed': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'GET /api/admin/mail/failed': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'POST /api/admin/mail/:id/retry': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newFailedMailOfA() },
  })),
  'POST /api/admin/payouts/:sellerId/settle': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { sellerId: await w.newDuePayoutOfA() },
    body: { reference: 'UTR0000000001' },
  })),
  'POST /api/admin/payouts/:sellerId/fees-paid': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { sellerId: await w.newFeeOwedByA() },
    body: { amount: '37.50', reference: 'UPI-0000000001' },
  })),
  'GET /api/admin/reports': row({ out: 401, a: 403, b: 403, admin: 200 }),
  'POST /api/admin/reports/:id/resolve': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newReportAboutA() },
    body: { action: 'dismiss', reason: 'Nothing against the rules' },
  })),
  'POST /api/admin/products/:id/second-look': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newHiddenListingOfA({ secondLook: true }) },
    body: { show: true, reason: 'Fixed now' },
  })),
  'POST /api/admin/users/:userId/lift-suspension': row(
    { out: 401, a: 403, b: 403, admin: 200 },
    async (w) => ({
      params: { userId: await w.newSuspendedStudent() },
      body: { reason: 'Appeal accepted' },
    }),
  ),
  'DELETE /api/admin/products/:id': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newListingOfA() },
  })),
  'DELETE /api/admin/orders/:id': row({ out: 401, a: 403, b: 403, admin: 200 }, async (w) => ({
    params: { id: await w.newOrderOfA() },
  })),
};

const CALLERS = ['out', 'a', 'b', 'admin'] as const satisfies readonly Caller[];
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const STAND_IN_INDEX_HTML = '<!doctype html><html><head><title>PassItOn</title></head><body></body></html>';

let t: TestApp;
let world: MatrixWorld;
let trustedOrigin: string;
let folders: string[];
/** "METHOD /path" of every route the app registered. */
const registered = new Set<string>();

/** "METHOD /path" for each method of a registered route; `/prefix/` and `/prefix` are one route. */
function routeKeys(route: RouteOptions): string[] {
  const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
  return [route.method].flat().map((method) => `${method} ${url}`);
}

/** A HEAD route beside a GET of the same path runs the GET's handler: the GET's row covers it. */
const isCoveredHead = (key: string) =>
  key.startsWith('HEAD ') && registered.has(`GET ${key.slice('HEAD '.length)}`);

beforeAll(async () => {
  folders = await Promise.all(
    ['web', 'data'].map((name) => mkdtemp(path.join(os.tmpdir(), `passiton-matrix-${name}-`))),
  );
  const [webDir = '', dataDir = ''] = folders;
  await writeFile(path.join(webDir, 'index.html'), STAND_IN_INDEX_HTML);
  // Student A places an order for every row that needs one, and the seller of the delivered ones owes their cash
  // fees: the matrix checks who may call a route; the limits on placing orders are tested with the orders.
  const limits = { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', COD_FEE_DEBT_LIMIT: '100000' };
  t = await buildTestApp({ WEB_DIR: webDir, DATA_DIR: dataDir, ...limits }, undefined, {
    onRoute: (route) => {
      for (const key of routeKeys(route)) registered.add(key);
    },
  });
  world = await arrangeMatrixWorld(t);
  trustedOrigin = new URL(t.app.config.publicUrl).origin;
});
afterAll(async () => {
  await t.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The route's path with the row's parameter values in place of `:name` and `*`. */
function pathFor(template: string, params: Params = {}): string {
  return template.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`${template} needs a value for ${name ?? '*'}`);
    return encodeURIComponent(String(value));
  });
}

/** `?name=value&…` of a row's query values; nothing without any. */
function queryOf(query: Params = {}): string {
  const entries = Object.entries(query).map(([name, value]) => [name, String(value)]);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries)}`;
}

/** The account a caller makes the row's call as, signed in with the session the row needs. */
async function accountFor(caller: Caller, entry: Row): Promise<Account | undefined> {
  if (caller === 'out') return undefined;
  if (entry.ownAccount) {
    const user = await createUser(t.database.db, { isAdmin: caller === 'admin' });
    return { ...user, cookie: await loginAs(t.app, user) };
  }
  const account: Account = world[caller];
  return entry.replacesSession ? { ...account, cookie: await loginAs(t.app, account) } : account;
}

/** Sends the row's request as a browser of this caller would: its cookie, and Origin on state changes. */
async function send(method: HTTPMethods, template: string, entry: Row, caller: Caller) {
  const account = await accountFor(caller, entry);
  const call = (await entry.request?.(world, account)) ?? {};
  const cookie = account?.cookie;
  return t.app.inject({
    method,
    url: `${pathFor(template, call.params)}${queryOf(call.query)}`,
    payload: call.body,
    ...(entry.streams ? { payloadAsStream: true } : {}),
    headers: {
      ...call.headers,
      ...(cookie ? { cookie } : {}),
      ...(SAFE_METHODS.has(method) ? {} : { origin: trustedOrigin }),
    },
  });
}

/**
 * The routes whose answer is the same whoever asks (files, crawler files, health checks, the API documentation,
 * the site's settings): they may be kept by any cache. Every other answer to a signed-in caller must be `private` and either `no-store` or revalidated
 * with a validator (issue 34: answers carrying a student's data went out with no Cache-Control at all).
 */
const SAME_FOR_EVERYONE = new Set([
  'GET /index.html',
  'GET /uploads/*',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
  'GET /og/product/:file',
  'GET /healthz',
  'GET /readyz',
  'GET /api/docs',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/site-config',
]);

function keptPrivate(key: string, headers: Record<string, unknown>): boolean {
  if (SAME_FOR_EVERYONE.has(key)) return true;
  const directives = String(headers['cache-control'] ?? '').split(/,\s*/);
  if (!directives.includes('private')) return false;
  return directives.includes('no-store') || (directives.includes('no-cache') && headers.etag !== undefined);
}

const sentence = ({ out, a, b, admin }: Statuses) =>
  `${out} signed out, ${a} to A, ${b} to B, ${admin} to an admin`;

describe('the authorisation matrix', () => {
  it('has a row for every route the app registers', () => {
    const missing = [...registered].filter((key) => !isCoveredHead(key) && !(key in matrix));
    expect(missing, 'routes without a row in the matrix').toEqual([]);
  });

  it('has no row for a route the app no longer registers', () => {
    const stale = Object.keys(matrix).filter((key) => !registered.has(key));
    expect(stale, 'rows whose route is not registered').toEqual([]);
  });

  const rows = Object.entries(matrix).map(([key, entry]) => ({
    key,
    entry,
    answers: sentence(entry.expected),
  }));
  it.each(rows)('$key answers $answers', async ({ key, entry }) => {
    const [method, template] = key.split(' ') as [HTTPMethods, string];
    const methods: HTTPMethods[] =
      method === 'GET' && registered.has(`HEAD ${template}`) ? ['GET', 'HEAD'] : [method];
    for (const sent of methods) {
      const statuses = {} as Statuses;
      const surprises: string[] = [];
      const sharedAnswers: string[] = [];
      for (const caller of CALLERS) {
        const response = await send(sent, template, entry, caller);
        statuses[caller] = response.statusCode;
        if (response.statusCode !== entry.expected[caller]) {
          surprises.push(`${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (caller !== 'out' && response.statusCode < 300 && !keptPrivate(key, response.headers)) {
          sharedAnswers.push(`${caller}: cache-control ${String(response.headers['cache-control'])}`);
        }
      }
      expect(statuses, `${sent} ${template}\n${surprises.join('\n')}`).toEqual(entry.expected);
      expect(sharedAnswers, `${sent} ${template}: a signed-in answer a cache may keep`).toEqual([]);
    }
  });
});
