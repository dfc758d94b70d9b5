import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorText, isApiErrorCode } from '../../../domain/api-errors.ts';
import { buildTestApp } from '../build-test-app.ts';
import { type FuzzRequest, fuzzRequests } from './fuzz-requests.ts';
import { type FuzzTarget, fuzzTargets } from './fuzz-targets.ts';
import { createFuzzWorld } from './fuzz-world.ts';
import { watchWrites } from './write-watch.ts';

/**
 * Property-based fuzzing of every route that takes input (issue 8): generated path parameters, querystrings
 * and bodies, from valid ones to hostile ones. Whatever arrives, the API never answers 5xx, a 4xx is
 * `{ message, code, params? }` with a code of the catalogue whose text is the message (docs/decisions/071), and a
 * refused request leaves the database as it was.
 * Routes are found as the app registers them, so a new route is fuzzed without being listed here.
 */

/** Cases per route: a quick sample in `npm test`, thousands in the long run (`npm run test:fuzz`). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/**
 * The long run's time, shared out evenly between the routes: a route stops at RUNS cases or at its share of the
 * time, whichever comes first, so the run takes as long on a slow day as on a fast one, and a new route takes
 * time from the others instead of adding to CI. Every route still gets the quick sample first, whatever the time.
 * Unset (npm test): no time limit.
 */
const MINUTES = process.env.FUZZ_MINUTES ? Number(process.env.FUZZ_MINUTES) : undefined;
/** The quick sample every route gets before any time limit applies. */
const SAMPLE_RUNS = Math.min(RUNS, 20);
/**
 * Generous: a case rarely takes more than a few milliseconds, but sign-in and password-change cases hash a
 * password (~100–175 ms each on a busy two-core machine).
 */
const MS_PER_CASE = 250;

/** Refusals that write on purpose: the table each may change, and why. */
const RECORDED_REFUSALS: { route: string; status?: number; table: string }[] = [
  // Every console attempt, run or refused, is audited with its text (sql-console.ts).
  { route: 'POST /api/admin/database/execute', table: 'admin_audit_log' },
  // The "failure" outcome is the simulated provider declining the card: the payment is marked failed.
  { route: 'POST /api/razorpay/simulated-checkout', status: 402, table: 'payments' },
  // A checkout that fails after holding the buyer's verified payment refunds it (decision 040): the payment is
  // marked refunded, the refund written and sent, and the buyer told (and their live stream) — though the order
  // is refused.
  ...[400, 409].flatMap((status) =>
    ['payments', 'refunds', 'notifications', 'live_events'].map((table) => ({
      route: 'POST /api/orders',
      status,
      table,
    })),
  ),
  // A wrong hand-over code is counted (400), and the fifth locks the part (429), though the request fails.
  { route: 'POST /api/sales/:orderId/handover', status: 400, table: 'order_parts' },
  { route: 'POST /api/sales/:orderId/handover', status: 429, table: 'order_parts' },
  // A sign-in is counted against its account before the password is checked (decision 080): a wrong one stays
  // counted (401), as does one past the limit (429).
  { route: 'POST /api/login', status: 401, table: 'sign_in_failures' },
  { route: 'POST /api/login', status: 429, table: 'sign_in_failures' },
];

const routes: RouteOptions[] = [];
// Files the fuzzed uploads store go to a folder of this run's own.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-fuzz-'));
const t = await buildTestApp(
  // Every injected request comes from one IP and one student: the sign-in and order limits would soon answer
  // only 429s and 409s, and no case would reach the code behind them. Errors are logged, so a 500 shows its stack.
  {
    AUTH_RATE_LIMIT: '1000000',
    ORDER_RATE_LIMIT: '1000000',
    COD_OPEN_ORDER_LIMIT: '1000000',
    FREE_OPEN_ORDER_LIMIT: '1000000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  },
  undefined,
  { onRoute: (route) => void routes.push(route) },
);
const world = await createFuzzWorld(t);
/** The world's field values, and whether a route's cases changed it since it was stocked. */
let hints: Awaited<ReturnType<typeof world.restock>> | undefined;
let worldChanged = true;
const writes = await watchWrites(t.database.db);
const targets = fuzzTargets(routes);

/** Cases run per route, printed at the end so a CI log shows how deep each route was fuzzed. */
const casesRun = new Map<string, number>();

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  if (MINUTES === undefined) return;
  const counts = [...casesRun.values()];
  process.stdout.write(
    `Fuzzed ${counts.length} routes with ${counts.reduce((sum, n) => sum + n, 0)} cases: ` +
      `${Math.min(...counts)} to ${Math.max(...counts)} a route (at most ${RUNS}, ${MINUTES} minutes in all)\n`,
  );
});

const mayRecord = (target: FuzzTarget, status: number, table: string) =>
  RECORDED_REFUSALS.some(
    (refusal) =>
      refusal.route === target.name && refusal.table === table && (refusal.status ?? status) === status,
  );

async function send(request: FuzzRequest) {
  const cookie = world.cookieOf(request.role);
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    payload: request.payload,
    headers: cookie ? { ...request.headers, cookie } : request.headers,
  });
  // What a request writes includes the work its route does once it has answered (forgot-password's lookup).
  await t.app.afterResponse.idle();
  return response;
}

function expectSafeAnswer(
  target: FuzzTarget,
  request: FuzzRequest,
  response: Awaited<ReturnType<typeof send>>,
  writtenTables: string[],
): void {
  const status = response.statusCode;
  const seen = `${request.role} ${request.method} ${request.url} → ${status} ${response.body.slice(0, 500)}`;
  expect(status, seen).toBeLessThan(500);
  if (status < 400) return;
  expect(response.headers['content-type'], seen).toMatch(/^application\/json/);
  const body = response.json();
  expect(body, seen).toEqual({
    message: expect.any(String),
    code: expect.any(String),
    ...(body.params === undefined ? {} : { params: expect.any(Object) }),
    ...(body.notes === undefined ? {} : { notes: expect.any(Array) }),
  });
  expect(isApiErrorCode(body.code), `${seen}\nunknown code ${body.code}`).toBe(true);
  if (body.notes === undefined) expect(apiErrorText(body.code, body.params), seen).toBe(body.message);
  const unexpected = writtenTables.filter((table) => !mayRecord(target, status, table));
  expect(unexpected, `${seen}\nwrote to: ${unexpected.join(', ')}`).toEqual([]);
}

/** Each route's share of the long run's time. */
const shareMs = () => ((MINUTES ?? 0) * 60_000) / targets.length;

describe('every route that takes input, fed generated input', () => {
  it('is found as the app registers it: JSON bodies, querystrings, parameters, uploads and webhooks', () => {
    const names = targets.map((target) => target.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'GET /api/products',
        'PUT /api/cart/:id',
        'POST /api/upload',
        'POST /api/razorpay/webhook',
        'POST /api/orders/:orderId/ratings',
        'POST /api/listings/:productId/messages',
        'POST /api/conversations/:id/messages',
        'GET /api/users/:username/profile',
        'POST /api/listings/:productId/offers',
        'POST /api/offers/:id/counter',
      ]),
    );
  });

  it.for(targets.map((target) => [target.name, target] as const))(
    '%s answers without a 5xx, refuses with { message, code } and then has written nothing',
    {
      timeout: (MINUTES === undefined ? RUNS * MS_PER_CASE : SAMPLE_RUNS * MS_PER_CASE + shareMs()) + 120_000,
    },
    async ([, target]) => {
      // A world the last route's cases left as they found it serves the next route as well: restocking (new people,
      // listings, orders and payments) is most of a quick sample's time.
      if (worldChanged || !hints) hints = await world.restock();
      worldChanged = false;
      await writes.writtenSince();
      const fieldHints = hints;
      let cases = 0;
      const property = fc.asyncProperty(fuzzRequests(target, fieldHints), async (request) => {
        cases += 1;
        const response = await send(request);
        const written = await writes.writtenSince();
        if (written.length > 0) worldChanged = true;
        // A rate limit, or a case that deleted the caller's own account (test accounts share one password),
        // leaves that role without a usable session for the cases after it.
        if (
          response.statusCode === 429 ||
          (target.name === 'DELETE /api/user' && response.statusCode === 200)
        ) {
          await world.replace(request.role);
          worldChanged = true;
          // The replacement account is the fuzzer's own write, not the next request's.
          await writes.writtenSince();
        }
        expectSafeAnswer(target, request, response, written);
      });
      await fc.assert(property, { numRuns: MINUTES === undefined ? RUNS : SAMPLE_RUNS });
      if (MINUTES !== undefined && RUNS > SAMPLE_RUNS) {
        await fc.assert(property, {
          numRuns: RUNS - SAMPLE_RUNS,
          plugins: [fc.interruptAfterTimeLimit(shareMs())],
        });
      }
      casesRun.set(target.name, cases);
    },
  );
});
