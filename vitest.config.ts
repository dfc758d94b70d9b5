import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Timeouts catch a test that hangs, not a slow one: a passing test finishes in a second or two on a quiet machine,
 * and must still pass on a busy one.
 */
const TEST_TIMEOUT_MS = 120_000;

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      root: '.',
      test: {
        // A worker per core. Vitest's default leaves one core free (one worker on a two-core machine), but the tests
        // spend much of their time waiting on the database and on password hashes in the thread pool: two workers
        // on two cores finish the suite in two thirds of the time.
        maxWorkers: os.availableParallelism(),
        projects: [
          {
            extends: true,
            test: {
              name: 'server',
              root: '.',
              include: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts'],
              environment: 'node',
              globalSetup: ['src/server/test/global-setup.ts'],
              setupFiles: ['src/server/test/setup.ts'],
              // Each file builds its own app over its own database, and every cache is kept per database, so files
              // can share a worker's loaded modules: importing the server once per worker, not once per file, halves
              // the run.
              isolate: false,
              testTimeout: TEST_TIMEOUT_MS,
              hookTimeout: TEST_TIMEOUT_MS,
            },
          },
          {
            // Property-based fuzzing of every route (src/server/test/fuzz): a quick sample here, thousands of
            // cases per route with FUZZ_RUNS (npm run test:fuzz).
            extends: true,
            test: {
              name: 'fuzz',
              root: '.',
              include: ['src/server/**/*.fuzz.ts'],
              environment: 'node',
              globalSetup: ['src/server/test/global-setup.ts'],
              setupFiles: ['src/server/test/setup.ts'],
              hookTimeout: TEST_TIMEOUT_MS,
            },
          },
          {
            extends: true,
            test: {
              name: 'web',
              root: '.',
              include: ['src/web/**/*.test.{ts,tsx}'],
              environment: 'jsdom',
              // Each file still gets its own modules, but a worker builds jsdom once instead of once per file:
              // about a third off the web tests' time.
              pool: 'vmThreads',
              setupFiles: ['src/web/test/setup.ts'],
              // The screens render with Preact, as in the browser (docs/decisions/114-a-lighter-renderer.md): every
              // library goes through the aliases, Testing Library by its ES module (its CommonJS one would require
              // React itself), and the libraries whose dependencies are CommonJS are bundled first, aliases applied.
              server: { deps: { inline: true } },
              deps: {
                optimizer: { client: { enabled: true, include: ['radix-ui', 'lucide-react', 'recharts'] } },
              },
              alias: [
                {
                  find: /^react$/,
                  replacement: fileURLToPath(new URL('./src/web/test/react-with-act.js', import.meta.url)),
                },
                {
                  find: /^@testing-library\/react$/,
                  replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
                },
                { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
              ],
              testTimeout: TEST_TIMEOUT_MS,
            },
          },
        ],
      },
    }),
  ),
);
