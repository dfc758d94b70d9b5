import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlockedUserSchema } from '../../../domain/contracts/blocks.ts';
import { errorResponses, MessageSchema, UserIdParamsSchema } from '../../../domain/contracts/common.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { blockUser, listBlocks, unblockUser } from './blocks.service.ts';

/** The signed-in student's blocks (docs/decisions/084-blocks.md). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['blocks'];

  app.get(
    '/blocks',
    {
      schema: {
        tags,
        summary: 'The students the signed-in student blocked, last blocked first',
        response: { 200: z.array(BlockedUserSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listBlocks(app.db, currentUser(request).id),
  );

  app.put(
    '/blocks/:userId',
    {
      schema: {
        tags,
        summary:
          'Block a student: they can no longer message you or order from you, and their listings leave your browse, search and home (blocking again changes nothing)',
        params: UserIdParamsSchema,
        response: { 200: BlockedUserSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      blockUser(app.db, { blockerId: currentUser(request).id, blockedId: request.params.userId }),
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        tags,
        summary: 'Unblock a student (unblocking one not blocked changes nothing)',
        params: UserIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await unblockUser(app.db, { blockerId: currentUser(request).id, blockedId: request.params.userId });
      return { message: 'Unblocked' };
    },
  );
};
