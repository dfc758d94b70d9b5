import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddToCartSchema, CartItemSchema, UpdateCartItemSchema } from '../../../domain/contracts/cart.ts';
import {
  errorResponses,
  IdParamsSchema,
  MessageSchema,
  UserIdParamsSchema,
} from '../../../domain/contracts/common.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { requireSelfOrAdmin } from '../../http/ownership.ts';
import { forbidden } from '../../lib/app-error.ts';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.ts';

/** The signed-in user's cart (spec, section 7); every call answers only for the cart's owner. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/cart/:userId',
    {
      schema: {
        tags: ['cart'],
        summary: "A user's cart",
        params: UserIdParamsSchema,
        response: { 200: z.array(CartItemSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      return getCart(app.db, request.params.userId, app.config.cashFeeDebtLimitPaise);
    },
  );

  app.post(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a listing, or raise its quantity',
        body: AddToCartSchema,
        response: { 201: CartItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.body.userId !== undefined && request.body.userId !== user.id)
        throw forbidden('cart.not_yours');
      const item = await addToCart(app.db, {
        userId: user.id,
        productId: request.body.productId,
        quantity: request.body.quantity,
        cashFeeDebtLimitPaise: app.config.cashFeeDebtLimitPaise,
      });
      return reply.code(201).send(item);
    },
  );

  app.put(
    '/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity",
        params: IdParamsSchema,
        body: UpdateCartItemSchema,
        response: { 200: CartItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateCartItem(app.db, {
        userId: currentUser(request).id,
        itemId: request.params.id,
        quantity: request.body.quantity,
        cashFeeDebtLimitPaise: app.config.cashFeeDebtLimitPaise,
      }),
  );

  app.delete(
    '/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeCartItem(app.db, { userId: currentUser(request).id, itemId: request.params.id });
      return { message: 'Item removed' };
    },
  );

  app.delete(
    '/cart/user/:userId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty a cart',
        params: UserIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.id !== request.params.userId) throw forbidden('cart.not_yours');
      await clearCart(app.db, user.id);
      return { message: 'Cart cleared' };
    },
  );
};
