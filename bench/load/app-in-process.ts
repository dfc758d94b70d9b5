import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../../src/server/db/client.ts';

/**
 * The app in the bench's own process over a benchmark database, with every statement it sends handed to
 * `logQuery`: how the benches that count or replay the app's SQL see it (database floor, statements per request,
 * first searches, page lookups). `name` keeps each bench's data folder and session secret apart. The built web app
 * (`dist/web`, which `npm run bench` builds first) is served, so a rendered page sends its real SQL.
 */
export async function appInProcess(
  name: string,
  options: DatabaseOptions,
  logQuery: (text: string, params: unknown[]) => void,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openDatabase({ ...options, logger: { logQuery } });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), `passiton-${name}`),
      WEB_DIR: path.resolve(import.meta.dirname, '../../dist/web'),
    }),
    database,
    sessionSecret: `${name}-secret-that-is-long-enough`,
  });
  await app.ready();
  return { app, database };
}
