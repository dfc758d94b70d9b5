import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDelivery } from '../../src/server/test/checkout.ts';
import {
  type ApiResponse,
  apiCalls,
  createListing,
  orderCashOnDelivery,
  registerStudent,
  type Student,
} from './support/api.ts';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-postgres.ts';
import { type ServerProcess, startServer, stopAllServers, waitUntilReady } from './support/server-process.ts';
import { waitUntil } from './support/wait.ts';

/**
 * Issue 8: PostgreSQL restarting while students use the app. Meanwhile requests fail cleanly (a 5xx with a
 * message, the process stays up) and /readyz says not ready; afterwards everything works again.
 */

const WORKERS = 4;

interface Outcome {
  request: string;
  startedAt: number;
  /** undefined when the server never answered (connection refused or reset). */
  response: ApiResponse | undefined;
}

/** Students browsing their cart, ordering and reading their orders, as fast as the server answers. */
function startLoad(buyer: Student, productId: number) {
  const outcomes: Outcome[] = [];
  const requests: [string, () => Promise<ApiResponse>][] = [
    ['read the cart', () => buyer.call('GET', `/api/cart/${buyer.id}`)],
    ['place an order', () => orderCashOnDelivery(buyer, [{ productId, quantity: 1 }])],
    ['read the orders', () => buyer.call('GET', `/api/orders/${buyer.id}`)],
  ];
  let running = true;
  const worker = async (offset: number) => {
    for (let turn = offset; running; turn++) {
      const [request, send] = requests[turn % requests.length] as (typeof requests)[number];
      const startedAt = Date.now();
      const response = await send().catch(() => undefined);
      outcomes.push({ request, startedAt, response });
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));
  return {
    outcomes,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

const succeeded = (outcome: Outcome) =>
  outcome.response !== undefined && outcome.response.status >= 200 && outcome.response.status < 300;

let cluster: PrivatePostgres | undefined;
let dataDir: string;
let server: ServerProcess;
/** What happened, gathered once by beforeAll; each test below judges one side of it. */
const seen = {
  outcomes: [] as Outcome[],
  stoppedAt: 0,
  backAt: 0,
  readyWhileDown: undefined as ApiResponse | undefined,
  healthWhileDown: undefined as ApiResponse | undefined,
  runningWhileDown: false,
  buyer: undefined as Student | undefined,
};

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-faults-pg-'));
  server = await startServer({ dataDir, env: { DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '4' } });
  const seller = await registerStudent(server.url, 'seller');
  const buyer = await registerStudent(server.url, 'buyer');
  seen.buyer = buyer;
  const productId = await createListing(seller, {
    title: 'Concepts of Physics by H.C. Verma',
    quantity: 1000,
    price: '120',
  });

  const load = startLoad(buyer, productId);
  try {
    await waitUntil(() => load.outcomes.filter(succeeded).length >= 20, 'the load to get going');

    seen.stoppedAt = Date.now();
    await cluster.stop();
    await waitUntil(
      () => load.outcomes.filter((outcome) => outcome.startedAt > seen.stoppedAt).length >= 20,
      'requests to meet the stopped database',
    );
    seen.runningWhileDown = server.isRunning();
    const guest = apiCalls(server.url);
    seen.readyWhileDown = await guest('GET', '/readyz').catch(() => undefined);
    seen.healthWhileDown = await guest('GET', '/healthz').catch(() => undefined);

    await cluster.start();
    await waitUntilReady(server, 30_000);
    seen.backAt = Date.now();
    await waitUntil(
      () => load.outcomes.filter((outcome) => outcome.startedAt > seen.backAt).length >= 20,
      'requests after the database is back',
    );
  } finally {
    seen.outcomes = await load.stop();
  }
});

afterAll(async () => {
  await stopAllServers();
  await cluster?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a PostgreSQL restart under load', () => {
  it('answers every request meanwhile, failures as a 5xx with only a message, and the server stays up', () => {
    // A crash shows its output here rather than as refused connections.
    expect(seen.runningWhileDown, server.output()).toBe(true);
    expect(server.isRunning(), server.output()).toBe(true);
    expect(seen.healthWhileDown?.status).toBe(200);
    const failures = seen.outcomes.filter((outcome) => !succeeded(outcome));
    expect(failures.length).toBeGreaterThan(0);
    for (const { request, response } of failures) {
      expect(response, `${request} got no answer`).toBeDefined();
      expect(response?.status, request).toBeGreaterThanOrEqual(500);
      expect(response?.status, request).toBeLessThan(600);
      expect(response?.contentType, request).toMatch(/^application\/json/);
      expect(response?.json, request).toEqual({ message: expect.any(String) });
      // What went wrong underneath stays in the server's log.
      expect(response?.text, request).not.toMatch(/ECONN|terminat|connection|postgres|\bat \S+ \(/i);
    }
  });

  it('logs the failures by SQLSTATE or network error and statement, never the values they carried', () => {
    const log = server.output();
    expect(log).toContain('Database query failed');
    expect(log).toMatch(/"statement":"(select|insert|update)/);
    // The session id the cookie carries ("s:<id>.<signature>"), the buyer's name, phone and address.
    const sessionId = decodeURIComponent(seen.buyer?.cookie.split('=')[1] ?? '')
      .slice(2)
      .split('.')[0];
    for (const secret of [
      sessionId,
      seen.buyer?.username,
      homeDelivery.customerName,
      homeDelivery.customerPhone,
      homeDelivery.deliveryAddress,
    ]) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });

  it('reports not ready on /readyz while the database is down, and ready once it is back', () => {
    expect(seen.readyWhileDown).toMatchObject({ status: 503, json: { message: 'Database unavailable' } });
    // waitUntilReady saw /readyz answer 200 again before backAt was set.
    expect(seen.backAt).toBeGreaterThan(seen.stoppedAt);
  });

  it('serves every request started after the database is back', () => {
    const afterwards = seen.outcomes.filter((outcome) => outcome.startedAt > seen.backAt);
    expect(afterwards.length).toBeGreaterThanOrEqual(20);
    expect(afterwards.filter((outcome) => !succeeded(outcome))).toEqual([]);
    expect(new Set(afterwards.map((outcome) => outcome.request))).toEqual(
      new Set(['read the cart', 'place an order', 'read the orders']),
    );
  });
});
