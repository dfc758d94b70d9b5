import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Scale-out tests (issue 20, docs/decisions/060-more-than-one-process.md): two built app processes
 * (`npm run serve`, as the container runs them) on one PostgreSQL, with Redis, an S3-compatible server
 * and haproxy in front, all started by the test. Needs `npm run build` first; `npm run test:scale-out` and CI
 * run them.
 */
export default defineConfig({
  test: {
    name: 'scale-out',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/server/test/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
