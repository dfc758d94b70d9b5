import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Fault tests (issue 8, "Hardening"): the real server as a child process, killed, starved of its database or
 * hung up on mid-upload. Slower than the unit and API tests, so `npm test` leaves them out; `npm run
 * test:faults` and CI run them.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    // One migrated embedded database for the run, copied for each server instead of created by each.
    globalSetup: ['tests/faults/support/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    // One file at a time: each drives a real server as hard as the machine allows, and the image test measures
    // latency, which another file's burst of orders on the same two cores would distort.
    fileParallelism: false,
    // A test waits on a server start (or two) of its own, on a machine that may be busy.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
