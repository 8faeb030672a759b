// Integration files share their worker's process (`isolate: false`, vitest.config.ts): the SDK clients, zod and the
// other packages load once per worker instead of once per file, which was half the layer's processor time (a process
// per file, each loading them again). What a file must not inherit from the one before is the store's own module state:
// the clients and caches that read the file's table name and endpoints at first use. So every file starts by dropping
// every source module (packages stay loaded: Node caches them), as a cold Lambda would load them, and the one package
// singleton that holds a client (Powertools' default secrets provider) with them.
import { DEFAULT_PROVIDERS } from '@aws-lambda-powertools/parameters/base';
import { vi } from 'vitest';

vi.resetModules();
for (const name of Object.keys(DEFAULT_PROVIDERS)) delete DEFAULT_PROVIDERS[name];
