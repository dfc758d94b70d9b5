import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAnalyticsSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  AdminStatsSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  CreateUserBodySchema,
  DatabaseActivitySchema,
  DatabaseOrdersSchema,
  DatabaseProductsSchema,
  DatabaseUsersSchema,
  ExecuteQuerySchema,
  OrderStatusUpdateSchema,
  QueryResultSchema,
  RefundDecisionSchema,
  RevenueSchema,
} from '../../../domain/contracts/admin.ts';
import { UserSchema } from '../../../domain/contracts/auth.ts';
import {
  errorResponses,
  IdParamsSchema,
  MessageSchema,
  OrderIdParamsSchema,
  SellerIdParamsSchema,
} from '../../../domain/contracts/common.ts';
import { UnclaimedPaymentSchema } from '../../../domain/contracts/payments.ts';
import {
  FeesPaidSchema,
  RecordFeesPaidSchema,
  SellerPayoutSchema,
  SettlementSchema,
  SettlePayoutSchema,
} from '../../../domain/contracts/payouts.ts';
import { toPaise } from '../../../domain/money.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { CONSOLE_ROLE } from '../../db/read-only-console.ts';
import { currentUser, requireAdmin } from '../../http/auth.ts';
import { listUnclaimedPayments } from '../payments/index.ts';
import {
  createUserAsAdmin,
  decideRefund,
  deleteOrder,
  deleteProduct,
  recordSellerFeesPaid,
  resetRevenue,
  setOrderStatus,
  settlePayout,
} from './admin.service.ts';
import { adminMailRoutes } from './admin-mail.routes.ts';
import { adminModerationRoutes } from './admin-moderation.routes.ts';
import {
  databaseActivity,
  databaseOrders,
  databaseProducts,
  databaseUsers,
  getAnalytics,
  getRevenue,
  getStats,
  listAdminOrders,
  listAdminProducts,
  listAdminUsers,
  listSellerPayouts,
} from './admin-reports.service.ts';
import { executeConsoleQuery } from './sql-console.ts';

/**
 * The admin dashboard and database monitor (spec, section 7). Every route is admin-only on the server: 401
 * signed out, 403 for anyone without the admin role (docs/decisions/005-admin-role-and-ownership.md).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { events } = app;
  app.addHook('onRequest', requireAdmin);

  // The console's restricted role is created or refreshed at start-up (after migrations, so new tables count).
  const consoleMode = await database.readOnlyConsole.prepare();
  if (consoleMode.mode === 'denylist') {
    app.log.warn(
      `SQL console: could not set up the read-only role ${CONSOLE_ROLE} (${consoleMode.reason}); console queries run as the connected user, protected by the text checks and the column denylist only`,
    );
  }

  const tags = ['admin'];
  await app.register(adminMailRoutes);
  await app.register(adminModerationRoutes);

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary: 'One page of orders with buyers and items; the total is in X-Total-Count',
        querystring: AdminOrderQuerySchema,
        response: { 200: z.array(AdminOrderSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminOrders(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary:
          'One page of users (all, sellers, buyers or admins) with their figures; total in X-Total-Count',
        querystring: AdminUserQuerySchema,
        response: { 200: z.array(AdminUserSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminUsers(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'One page of listings with seller and latest buyer; the total is in X-Total-Count',
        querystring: AdminProductQuerySchema,
        response: { 200: z.array(AdminProductSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminProducts(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/admin/stats',
    {
      schema: {
        tags,
        summary: 'The summary cards',
        response: { 200: AdminStatsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => getStats(app.db),
  );

  app.get(
    '/admin/revenue',
    {
      schema: {
        tags,
        summary: 'Platform fees since the latest reset, and the resets so far',
        response: { 200: RevenueSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => getRevenue(app.db),
  );

  app.get(
    '/admin/analytics',
    {
      schema: {
        tags,
        summary: 'Orders per status, fees per day, average order value',
        response: { 200: AdminAnalyticsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => getAnalytics(app.db),
  );

  app.post(
    '/admin/reset-revenue',
    {
      schema: {
        tags,
        summary: 'Record a revenue reset point (nothing is deleted)',
        response: { 200: RevenueSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resetRevenue(app.db, currentUser(request).id),
  );

  app.put(
    '/orders/:orderId/status',
    {
      schema: {
        tags,
        summary: "Set an order's status (admin); recorded in its history and the buyer is notified",
        params: OrderIdParamsSchema,
        body: OrderStatusUpdateSchema,
        response: { 200: AdminOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setOrderStatus(app.db, events, app.paymentGateway, {
        orderId: request.params.orderId,
        status: request.body.status,
        adminId: currentUser(request).id,
      }),
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags,
        summary:
          "Approve a buyer's refund request (refunded through the gateway) or reject it (the order goes back to delivered or completed), with a note for the buyer",
        params: IdParamsSchema,
        body: RefundDecisionSchema,
        response: { 200: AdminOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideRefund(app.db, events, app.paymentGateway, {
        orderId: request.params.id,
        adminId: currentUser(request).id,
        approve: request.body.approve,
        note: request.body.note,
      }),
  );

  app.get(
    '/admin/payouts',
    {
      schema: {
        tags,
        summary:
          'Sellers with unpaid payout entries or fees owed: what is due now and pending, the fees their cash sales owe, and how many entries',
        response: { 200: z.array(SellerPayoutSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => listSellerPayouts(app.db),
  );

  app.get(
    '/admin/payments/unclaimed',
    {
      schema: {
        tags,
        summary:
          'Captured payments no order claimed, refunded 15 minutes after capture; listed until the refund is processed',
        response: { 200: z.array(UnclaimedPaymentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => listUnclaimedPayments(app.db),
  );

  app.post(
    '/admin/payouts/:sellerId/settle',
    {
      schema: {
        tags,
        summary:
          "Mark every due payout entry of a seller paid, with the transfer's reference (one transaction)",
        params: SellerIdParamsSchema,
        body: SettlePayoutSchema,
        response: { 200: SettlementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      settlePayout(app.db, {
        sellerId: request.params.sellerId,
        adminId: currentUser(request).id,
        reference: request.body.reference,
      }),
  );

  app.post(
    '/admin/payouts/:sellerId/fees-paid',
    {
      schema: {
        tags,
        summary:
          "Record that a seller paid the platform some of the fees their cash sales owe (at most what they owe), with the payment's reference",
        params: SellerIdParamsSchema,
        body: RecordFeesPaidSchema,
        response: { 200: FeesPaidSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      recordSellerFeesPaid(app.db, {
        sellerId: request.params.sellerId,
        adminId: currentUser(request).id,
        amountPaise: toPaise(request.body.amount),
        reference: request.body.reference,
      }),
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Take any listing off the marketplace (soft delete)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteProduct(app.db, app.events, currentUser(request).id, request.params.id);
      return { message: 'Product deleted successfully' };
    },
  );

  app.delete(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'Hide a transaction from every list (soft delete; its rows are kept)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteOrder(app.db, currentUser(request).id, request.params.id);
      return { message: 'Transaction deleted successfully' };
    },
  );

  app.get(
    '/admin/database/users',
    {
      schema: {
        tags,
        summary: 'Users: total, new today, admins',
        response: { 200: DatabaseUsersSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => databaseUsers(app.db),
  );

  app.get(
    '/admin/database/products',
    {
      schema: {
        tags,
        summary: 'Listings: totals, stock, categories, top sellers',
        response: { 200: DatabaseProductsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => databaseProducts(app.db),
  );

  app.get(
    '/admin/database/orders',
    {
      schema: {
        tags,
        summary: 'Orders: total, revenue, commission',
        response: { 200: DatabaseOrdersSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => databaseOrders(app.db),
  );

  app.get(
    '/admin/database/activity',
    {
      schema: {
        tags,
        summary: 'Recent sign-ups, listings and orders',
        response: { 200: DatabaseActivitySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async () => databaseActivity(app.db),
  );

  app.post(
    '/admin/database/execute',
    {
      schema: {
        tags,
        summary:
          'Run one read-only SELECT, WITH or EXPLAIN statement (row and size caps, timeout, two at a time, no secrets)',
        body: ExecuteQuerySchema,
        response: { 200: QueryResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => executeConsoleQuery(database, currentUser(request).id, request.body.query),
  );

  app.post(
    '/admin/create-user',
    {
      schema: {
        tags,
        summary: 'Create a user, optionally with the admin role',
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await createUserAsAdmin(app.db, events, currentUser(request).id, request.body);
      return reply.code(201).send(user);
    },
  );
};
