import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../domain/contracts/common.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { isStillSignedIn } from '../auth/index.ts';
import type { LiveChannel } from './live-channel.ts';
import { newestLiveEventId } from './live-events.service.ts';
import { LiveStream } from './live-stream.ts';
import { type LiveStreamLimits, LiveStreams } from './live-streams.ts';

export interface LiveRoutesOptions {
  channel: LiveChannel;
  limits: LiveStreamLimits;
  heartbeatMs: number;
}

/**
 * Proxies must pass each event on at once and keep nothing: no buffering (nginx reads X-Accel-Buffering), no
 * compression or other transformation, no caching. The answer is written by hand, so @fastify/compress never sees it.
 */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'private, no-store, no-transform',
  'x-accel-buffering': 'no',
  // A stream's connection is never reused: when the stream ends (a closing app included) the connection goes too,
  // instead of idling on until the keep-alive timeout holds up the server's close.
  connection: 'close',
};

const LiveHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'Last-Event-ID must be the id of an event this stream sent')
    .optional(),
});

/** The signed-in student's live stream: Server-Sent Events (docs/decisions/064-live-events.md). */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (
  app,
  { channel, limits, heartbeatMs },
) => {
  const streams = new LiveStreams(limits);
  await channel.subscribe(streams);
  // Before the server waits for open answers to finish, or it would wait for ever.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => channel.close());
  app.addHook('onRequest', requireUser);

  app.get(
    '/events',
    {
      schema: {
        tags: ['live'],
        summary:
          'The signed-in student\'s own events as they happen (text/event-stream): new notifications, order messages and order changes, each a kind and ids. Send Last-Event-ID to replay what was missed within the last hour; a "resync" event means read everything again.',
        headers: LiveHeadersSchema,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('An endless text/event-stream, with a heartbeat comment every 25 seconds'),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lastEventId = request.headers['last-event-id'];
      const after =
        lastEventId !== undefined
          ? { lastEventId: Number(lastEventId) }
          : { newestId: await newestLiveEventId(app.db) };
      const refusal = streams.refusal(user.id);
      if (refusal === 'user_full') throw new AppError(429, 'live.too_many_streams');
      if (refusal === 'process_full') {
        reply.header('retry-after', '60');
        throw new AppError(503, 'live.busy');
      }
      reply.hijack();
      const headers = { ...definedHeaders(reply.getHeaders()), ...STREAM_HEADERS };
      if (request.method === 'HEAD') {
        reply.raw.writeHead(200, headers).end();
        return;
      }
      const { sessionId } = request.session;
      const stream = new LiveStream(reply.raw, {
        db: app.db,
        userId: user.id,
        after,
        heartbeatMs,
        stillSignedIn: () => isStillSignedIn(app.db, sessionId, user.id),
        onError: (error) => request.log.warn({ err: error }, 'A live stream failed and was closed'),
        onEnd: () => streams.remove(stream),
      });
      streams.add(stream);
      stream.open(headers);
    },
  );
};

/** The headers set so far (security headers, the request id), without the ones unset. */
function definedHeaders(
  headers: Record<string, string | number | string[] | undefined>,
): Record<string, string | number | string[]> {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | string[]
  >;
}
