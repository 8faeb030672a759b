import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { integrationWorkers } from './test/integration/workers.ts';
import { filesReplacingModules, unitTestGlob } from './test/unit-isolation.ts';

// Five projects so each kind of test gets the setup it needs: fast units (most sharing one module graph per worker,
// those that replace a module isolated), DynamoDB Local integration, CDK synthesis, and the browser journey against a
// running local stack. `npm test` runs them as three layers, one after another (test/run-suites.mjs): unit and CDK
// together, then integration, then the browser journeys.

/** What both unit projects share; the files that replace a module run in their own (test/unit-isolation.ts). */
const unit = {
  // No services and no native state: worker threads start faster than processes.
  pool: 'threads' as const,
  include: [unitTestGlob],
  exclude: ['**/*.integration.test.ts', '**/*.e2e.test.ts', 'node_modules/**'],
  environment: 'node',
  // EMF records belong in CloudWatch; tests that check them spy on the metrics object.
  env: { POWERTOOLS_METRICS_DISABLED: 'true' },
};
// The SPA's `@/` import alias (web/tsconfig.json), for every project: the page renderer's tests import web/src too.
const resolve = { alias: { '@/': fileURLToPath(new URL('./web/src/', import.meta.url)) } };

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    // Both cores: vitest's default on a two-core machine is one worker (cores − 1).
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          ...unit,
          name: 'unit',
          exclude: [...unit.exclude, ...filesReplacingModules],
          // One module graph per worker for every file (test/unit-isolation.ts).
          isolate: false,
        },
      },
      {
        resolve,
        test: { ...unit, name: 'unit-isolated', include: filesReplacingModules },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['**/*.integration.test.ts'],
          exclude: ['node_modules/**'],
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/fresh-modules.ts', 'test/integration/setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time, each on its worker's own set of local services (global-setup.ts).
          maxWorkers: integrationWorkers,
        },
      },
      {
        resolve,
        // Shares its workers' modules as the unit project does: aws-cdk-lib loads once per worker, not once per file.
        test: { name: 'cdk', include: ['test/cdk/**/*.test.ts'], testTimeout: 120_000, isolate: false },
      },
      {
        resolve,
        // One file at a time: a store, its DynamoDB Local and Chromium already fill both cores.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
          setupFiles: ['test/fresh-modules.ts'],
          // The catalogue caches turn every second instead of every 5: the journeys that change the catalogue and wait
          // to see it on the storefront prove the same turn (stale answer, refresh, fresh answer) in a fifth of the wait.
          env: { CATALOG_CACHE_MS: '1000' },
        },
      },
    ],
  },
});
