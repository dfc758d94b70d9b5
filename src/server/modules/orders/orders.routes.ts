import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, IdParamsSchema, UserIdParamsSchema } from '../../../domain/contracts/common.ts';
import {
  CheckoutHeadersSchema,
  CreateOrderSchema,
  OrderDetailSchema,
  OrderSchema,
  OrderSummarySchema,
  RefundRequestSchema,
} from '../../../domain/contracts/orders.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { requireSelfOrAdmin } from '../../http/ownership.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { cancelOrder, confirmReceipt, requestRefund } from './order-changes.ts';
import { getOrderDetail, listUserOrders } from './orders.queries.ts';
import { placeOrder } from './place-order.ts';
import type { UnreadMessages } from './unread-messages.ts';

/** Placing, reading, cancelling and refunding the signed-in user's orders (spec, section 7). */
export const orderRoutes: FastifyPluginAsyncZod<{ unreadMessages: UnreadMessages }> = async (
  app,
  { unreadMessages },
) => {
  const { events } = app;
  app.addHook('onRequest', requireUser);

  // Per student: placing and cancelling in a loop would flood sellers with notifications (docs/decisions/003).
  const orderRateLimit = perUserRateLimit(
    app.config.orderRateLimit,
    '1 hour',
    'You have placed or cancelled too many orders in the last hour.',
  );

  app.post(
    '/orders',
    {
      config: { rateLimit: orderRateLimit },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order (cash on delivery, or with a verified online payment), once per Idempotency-Key: the same key again answers the same order (200)',
        headers: CheckoutHeadersSchema,
        body: CreateOrderSchema,
        response: {
          200: OrderSchema,
          201: OrderSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await placeOrder(app.db, events, app.paymentGateway, {
        buyerId: currentUser(request).id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        openCashOrderLimit: app.config.openCashOrderLimit,
        openFreeOrderLimit: app.config.openFreeOrderLimit,
        cashFeeDebtLimitPaise: app.config.cashFeeDebtLimitPaise,
      });
      // A repeated attempt answers the order it placed, marked as such (docs/decisions/040).
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/orders/detail/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with its status history',
        params: IdParamsSchema,
        response: { 200: OrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => getOrderDetail(app.db, { orderId: request.params.id, viewer: currentUser(request) }),
  );

  app.get(
    '/orders/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: "A user's orders, newest first, with the sellers' messages they have not read",
        params: UserIdParamsSchema,
        response: { 200: z.array(OrderSummarySchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const buyerId = request.params.userId;
      requireSelfOrAdmin(request, buyerId);
      const orders = await listUserOrders(app.db, buyerId);
      const unread = await unreadMessages.forBuyer(app.db, {
        buyerId,
        orderIds: orders.map((order) => order.id),
      });
      return orders.map((order) => ({ ...order, unreadMessages: unread.get(order.id) ?? 0 }));
    },
  );

  app.put(
    '/orders/:id/cancel',
    {
      config: { rateLimit: orderRateLimit },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order that has not left the seller',
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      cancelOrder(app.db, events, app.paymentGateway, {
        orderId: request.params.id,
        buyerId: currentUser(request).id,
      }),
  );

  app.post(
    '/orders/:id/confirm-receipt',
    {
      schema: {
        tags: ['orders'],
        summary: 'Confirm a delivered order was received: it is completed',
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      confirmReceipt(app.db, events, { orderId: request.params.id, buyerId: currentUser(request).id }),
  );

  app.post(
    '/orders/:id/refund-request',
    {
      schema: {
        tags: ['orders'],
        summary: 'Ask for a refund of a delivered order',
        params: IdParamsSchema,
        body: RefundRequestSchema,
        response: { 200: OrderSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      requestRefund(app.db, events, {
        orderId: request.params.id,
        buyerId: currentUser(request).id,
        reason: request.body.reason,
      }),
  );
};
