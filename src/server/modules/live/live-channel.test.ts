import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app.ts';
import {
  type EventStreamClient,
  listeningAddress,
  openEventStream,
  type StreamBlock,
} from '../../test/event-stream.ts';
import { newStudent, orderFrom } from '../../test/exchange.ts';
import { loginAs } from '../../test/factories.ts';
import { type RedisServer, startRedisServer } from '../../test/redis-server.ts';
import { inProcessLiveChannel, type LiveMessage } from './live-channel.ts';
import { announce } from './live-events.service.ts';

/*
 * Two app processes on one database, as two processes behind a load balancer (docs/decisions/064-live-events.md):
 * a student's stream is held by one, the message to them is written through the other.
 */
const onPostgres = inject('testDatabase').driver === 'postgres';
const isOrderMessage = (block: StreamBlock) => (block.data as { kind?: string })?.kind === 'order_message';

const opened: DatabaseHandle[] = [];
const apps: TestApp[] = [];
let redisServer: RedisServer | undefined;
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of opened) await database.close();
  await redisServer?.stop();
});

/** Two apps with these settings: on PostgreSQL each with its own pool and listener, on PGlite sharing the one. */
async function twoProcesses(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const first = await openTestDatabase();
  const second = onPostgres ? await openTestDatabase() : first;
  opened.push(...new Set([first, second]));
  const pair: [TestApp, TestApp] = [await buildTestApp(env, first), await buildTestApp(env, second)];
  apps.push(...pair);
  return pair;
}

/** The seller's stream on `holder`; the buyer's message written through `writer`. */
async function messageAcross(
  holder: TestApp,
  writer: TestApp,
): Promise<{ orderId: number; block: StreamBlock }> {
  const [buyer, seller] = await Promise.all([newStudent(writer), newStudent(writer)]);
  const { orderId } = await orderFrom(writer, buyer, [seller]);
  let stream: EventStreamClient | undefined;
  try {
    stream = await openEventStream(
      await listeningAddress(holder.app),
      await loginAs(holder.app, seller.user),
    );
    const sent = await buyer.call('POST', `/api/orders/${orderId}/messages`, { text: 'Meet at the gate?' });
    expect(sent.statusCode).toBe(201);
    return { orderId, block: await stream.next(isOrderMessage) };
  } finally {
    stream?.close();
  }
}

describe.runIf(onPostgres)('live events through PostgreSQL NOTIFY', () => {
  it('reach a stream held by one process when the message is written through another', async () => {
    const [holder, writer] = await twoProcesses({});
    const { orderId, block } = await messageAcross(holder, writer);
    expect(block.data).toEqual({ kind: 'order_message', orderId, role: 'seller' });
  });
});

describe('live events through Redis pub/sub', () => {
  beforeAll(async () => {
    redisServer = await startRedisServer();
  });

  it('reach a stream held by one process when the message is written through another', async () => {
    const [holder, writer] = await twoProcesses({ REDIS_URL: (redisServer as RedisServer).url });
    const { orderId, block } = await messageAcross(holder, writer);
    expect(block.data).toEqual({ kind: 'order_message', orderId, role: 'seller' });
  });
});

describe('announcing a live event', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    opened.push(database);
  });

  it('tells the channel once the transaction commits, and never when it rolls back', async () => {
    const channel = inProcessLiveChannel();
    const heard: LiveMessage[][] = [];
    await channel.subscribe({ received: (messages) => heard.push(messages), missed: () => {} });
    const app = await buildTestApp({}, database);
    apps.push(app);
    const student = await newStudent(app);

    await expect(
      database.db.transaction(async (tx) => {
        await announce(tx, channel, [student.user.id], { kind: 'notifications_changed' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(heard).toEqual([]);

    await database.db.transaction(async (tx) => {
      await announce(tx, channel, [student.user.id, student.user.id], { kind: 'notifications_changed' });
      // Not yet: the transaction has not committed.
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([
      [{ id: expect.any(Number), userId: student.user.id, event: { kind: 'notifications_changed' } }],
    ]);
  });
});
