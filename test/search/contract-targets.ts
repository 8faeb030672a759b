// Where the contract suite runs: the local engine's HTTP layer always, a real Algolia application when configured.
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { freePort } from '../../local/runtime/free-port';
import { localAlgoliaAppId, localSearchKey, serveAlgolia } from '../../local/search-engine/algolia-http';
import { SearchEngine } from '../../local/search-engine/search-engine';

type Host = { url: string; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite' };

export interface ContractTarget {
  name: string;
  appId: string;
  adminKey: string;
  searchKey: string;
  /** Null for Algolia's own hosts. */
  hosts: Host[] | null;
  /** Prepended to every index name, so runs never touch the store's indices. */
  prefix: string;
  close(): Promise<void>;
}

/** The embedded engine behind a bare HTTP server, as the local gateway mounts it under /1. */
export async function localTarget(): Promise<ContractTarget> {
  const engine = new SearchEngine();
  const adminKey = randomUUID();
  const server: Server = createServer((req, res) => {
    void serveAlgolia(req, res, new URL(req.url ?? '/', 'http://localhost'), engine, { adminKey }).catch(() => {
      res.writeHead(500).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    name: 'local engine',
    appId: localAlgoliaAppId,
    adminKey,
    searchKey: localSearchKey,
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
    prefix: 'contract_',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real Algolia application, only when ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are set; queries use
 * ALGOLIA_SEARCH_KEY when given. Indices are created under ALGOLIA_INDEX_PREFIX (default `contract_`) and deleted after.
 */
export function algoliaTarget(env = process.env): ContractTarget | null {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey } = env;
  if (!appId || !adminKey) return null;
  return {
    name: 'Algolia',
    appId,
    adminKey,
    searchKey: env.ALGOLIA_SEARCH_KEY || adminKey,
    hosts: null,
    prefix: `${env.ALGOLIA_INDEX_PREFIX ?? 'contract_'}${Date.now().toString(36)}_`,
    close: async () => undefined,
  };
}
