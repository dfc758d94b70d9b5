import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../domain/contracts/common.ts';
import {
  CreatePaymentOrderSchema,
  PaymentOrderResponseSchema,
  PaymentResultSchema,
  SimulatedCheckoutSchema,
  VerifyPaymentSchema,
} from '../../../domain/contracts/payments.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentGateway } from './gateway.ts';
import {
  createPaymentOrder,
  findOwnPayment,
  markPaymentFailed,
  recordWebhook,
  verifyPayment,
} from './payments.service.ts';
import { SimulatedGateway } from './simulated-gateway.ts';

/** Online payment: the provider order, the checkout's verification, the provider's webhook (spec, section 7). */
export const paymentRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  app.post(
    '/razorpay/create-order',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'Create the provider order for the Buy Now items or the cart, at the amount the server computes',
        body: CreatePaymentOrderSchema,
        response: { 200: PaymentOrderResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      createPaymentOrder(app.db, gateway, { userId: currentUser(request).id, items: request.body.items }),
  );

  app.post(
    '/razorpay/verify-payment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: "Verify the checkout's signature and record the payment",
        body: VerifyPaymentSchema,
        response: { 200: PaymentResultSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      verifyPayment(app.db, gateway, {
        userId: currentUser(request).id,
        orderId: request.body.razorpay_order_id,
        paymentId: request.body.razorpay_payment_id,
        signature: request.body.razorpay_signature,
      }),
  );

  if (gateway instanceof SimulatedGateway) {
    app.post(
      '/razorpay/simulated-checkout',
      {
        onRequest: requireUser,
        schema: {
          tags: ['payments'],
          summary: "The simulated provider's checkout (only without Razorpay keys): pay or fail",
          body: SimulatedCheckoutSchema,
          response: { 200: VerifyPaymentSchema, ...errorResponses(400, 401, 402, 404, 409) },
        },
      },
      async (request, reply) => {
        const owner = { userId: currentUser(request).id, orderId: request.body.razorpay_order_id };
        await findOwnPayment(app.db, owner);
        if (request.body.outcome === 'failure') {
          await markPaymentFailed(app.db, owner);
          return reply.code(402).send(new AppError(402, 'payment.failed').toBody());
        }
        return gateway.completeCheckout(owner.orderId);
      },
    );
  }

  // The webhook's signature covers the exact bytes sent, so this route keeps the body as text.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "The provider's signed payment events",
          headers: z.object({ 'x-razorpay-signature': z.string().optional() }),
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 409) },
        },
      },
      async (request) => {
        if (typeof request.body !== 'string') throw new AppError(400, 'payment.expected_json');
        const signature = request.headers['x-razorpay-signature'];
        return recordWebhook(app.db, gateway, request.body, typeof signature === 'string' ? signature : '');
      },
    );
  });
};
