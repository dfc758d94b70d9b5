import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../load/server-process.ts';

export interface ServerUnderTest {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The server the page benchmarks measure: the one at BASE_URL, or the built one on a fresh demo database in a temporary folder. */
export async function serverUnderTest(port: number): Promise<ServerUnderTest> {
  const baseUrl = process.env.BASE_URL?.replace(/\/$/, '');
  if (baseUrl) return { baseUrl, stop: async () => {} };

  const dataDir = await mkdtemp(path.join(tmpdir(), 'passiton-page-speed-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer('dist/server/main.js', {
      port,
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Canonical links then name the address Lighthouse visits, as they do in production.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    return { baseUrl: server.baseUrl, stop: () => server.stop().then(removeData) };
  } catch (error) {
    await removeData();
    throw error;
  }
}
