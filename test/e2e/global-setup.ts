import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack } from '../../local/runtime/local-stack';
import { scratchDir } from '../../local/runtime/scratch-dir';
import { chromiumOptions } from './chromium-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the demo seed has filled once (table, identity, keys, images), for each file to copy. */
    seededDataDir: string;
    /** The layer's one Chromium, for each file to connect to (test/e2e/browser.ts, `chromiumForFile`). */
    chromiumEndpoint: string;
  }
}

/**
 * Starts the store once before the browser files, so the web app is built and the demo catalogue seeded once: each file
 * then starts its own store from a copy of that data directory (a file copy, not 18 s of seeding and key sealing),
 * exactly as `npm start` starts again on data it kept.
 */
export default async function setup(project: TestProject) {
  // One Chromium for every file: each launch cost a browser process's start and its cold caches (15 a run).
  const server = await chromium.launchServer(chromiumOptions);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  const seeded = await seededData();
  project.provide('seededDataDir', seeded);
  return async () => {
    await server.close();
    rmSync(seeded, { recursive: true, force: true });
  };
}

async function seededData(): Promise<string> {
  // Seeded already beside the earlier layers (test/run-suites.mjs, test/e2e/seed-store.ts): taken as it is.
  const seeded = process.env.NK_E2E_SEEDED_DIR;
  if (seeded) return seeded;
  const dataDir = scratchDir('neonkeys-e2e-seeded-');
  // The stack points this process's environment at its services; the unit and CDK files of the same run must not inherit that.
  const environment = { ...process.env };
  const stack = await startLocalStack({ shortLived: true, port: await freePort(), dataDir });
  await stack.stop();
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
  Object.assign(process.env, environment);
  return dataDir;
}
