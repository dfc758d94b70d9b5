import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
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
            testTimeout: 20_000,
            hookTimeout: 60_000,
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
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            root: '.',
            include: ['src/web/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['src/web/test/setup.ts'],
          },
        },
      ],
    },
  }),
);
