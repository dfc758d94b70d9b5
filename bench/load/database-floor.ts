/**
 * The database floor: the very SQL an endpoint sends, replayed straight at the database with the same
 * concurrency and no HTTP or framework in between. An endpoint cannot beat its own queries.
 */
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle, DatabaseOptions } from '../../src/server/db/client.ts';
import { resultPages } from '../../src/server/modules/products/catalogue-caches.ts';
import { appInProcess } from './app-in-process.ts';
import type { Measurement } from './http-load.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/** What one request runs, statement after statement. */
export type RecordedRequest = Statement[];

/** Both drivers' raw clients answer `query(text, params)`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

export interface RecordingDatabase {
  database: DatabaseHandle;
  /** Records the SQL the app sends for one GET of each path, in its steady state. */
  recordRequests(paths: string[], headers?: Record<string, string>): Promise<RecordedRequest[]>;
  /** The ETag the app answers a GET of `url` with. */
  etagOf(url: string): Promise<string>;
  replay(requests: RecordedRequest[], options: ReplayOptions): Promise<Measurement>;
  close(): Promise<void>;
}

interface ReplayOptions {
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

/** Opens the benchmark database with every statement recorded, and the app in-process over it. */
export async function openRecordingDatabase(options: DatabaseOptions): Promise<RecordingDatabase> {
  let recording: Statement[] | undefined;
  const { app, database } = await appInProcess('bench-recorder', options, (text, params) =>
    recording?.push({ text, params }),
  );
  const rawClient = (database.db as unknown as { $client: RawClient }).$client;

  return {
    database,
    async recordRequests(paths, headers = {}) {
      // A mix repeats its paths (searches drawn from a long tail): each distinct one is recorded once.
      const recorded = new Map<string, RecordedRequest>();
      for (const url of new Set(paths)) {
        // The first answer may fill caches (listing totals); the second is what a loaded server runs, but for
        // whole pages of results, which the floor asks the database for each time.
        await app.inject({ method: 'GET', url, headers });
        resultPages.forget(database.db);
        recording = [];
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode >= 400) throw new Error(`GET ${url} answered ${response.statusCode}`);
        recorded.set(url, recording);
        recording = undefined;
      }
      return paths.map((url) => recorded.get(url) ?? []);
    },
    async etagOf(url) {
      const etag = (await app.inject({ method: 'GET', url })).headers.etag;
      if (typeof etag !== 'string') throw new Error(`GET ${url} sent no ETag`);
      return etag;
    },
    replay: (requests, replayOptions) => replay(rawClient, requests, replayOptions),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function replay(
  client: RawClient,
  requests: RecordedRequest[],
  { connections, seconds, warmUpSeconds }: ReplayOptions,
): Promise<Measurement> {
  if (warmUpSeconds > 0) await runWorkers(client, requests, connections, warmUpSeconds);
  const latencies = await runWorkers(client, requests, connections, seconds);
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: 0,
  };
}

/** `connections` loops, each running whole requests back to back until time is up; returns their latencies. */
async function runWorkers(
  client: RawClient,
  requests: RecordedRequest[],
  connections: number,
  seconds: number,
): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const request = requests[next++ % requests.length] ?? [];
      const started = performance.now();
      for (const statement of request) await client.query(statement.text, statement.params);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return latencies;
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.floor(fraction * sorted.length));
  return Math.round(sorted[index] as number);
}
