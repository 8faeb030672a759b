import type { Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../local/runtime/free-port';
import { startGateway, type GatewayOptions } from '../../local/gateway/local-gateway';
import { createLocalIdentity, type LocalIdentityOptions, type LocalIdentityService } from '../../local/identity/identity-service';
import { issueTokens } from '../../local/identity/token-issuer';
import type { Role } from '../../shared/auth/roles';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';

let tools: ReturnType<typeof buildToolDeps> | undefined;
const testTools = () => (tools ??= buildToolDeps());

export interface TestGateway {
  url: string;
  /** The local identity service behind `${url}/_local/identity`. */
  identity: LocalIdentityService;
  /** A bearer token for a caller with the given role, whose role record it writes. */
  tokenFor(role: Exclude<Role, 'public'>, userId?: string): Promise<string>;
  close(): Promise<void>;
}

const groupsFor: Record<Exclude<Role, 'public'>, string[]> = { user: [], employee: ['employee'], admin: ['admin'] };

/** The real local gateway over the test table, with its own identity service and signing key; SPA origin is https://shop.test. */
export async function startTestGateway(
  options: { identity?: Partial<Omit<LocalIdentityOptions, 'dir' | 'issuer'>>; search?: GatewayOptions['search']; serveStatic?: GatewayOptions['serveStatic'] } = {},
): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'neonkeys-gw-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const issuer = `${url}/_local/identity`;
  // As in the local stack: the handlers' Cognito client (groups, profile attributes) reaches this gateway's identity service.
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = `${url}/_local/identity/cognito`;
  const identity = await createLocalIdentity({ dir: join(dir, 'identity'), issuer, spaOrigin: 'https://shop.test', ...options.identity });
  const server: Server = await startGateway({
    port,
    identity,
    viewer: { country: 'US', city: 'New York' },
    spaOrigin: 'https://shop.test',
    ...(options.search ? { search: options.search } : {}),
    ...(options.serveStatic ? { serveStatic: options.serveStatic } : {}),
  });
  // With an engine, the handlers behind this gateway write and read it, as the local stack's do (ALGOLIA_HOSTS).
  const restore = options.search ? searchEnvironment(url, options.search.keys.adminKey) : () => undefined;
  return {
    url,
    identity,
    tokenFor: async (role, userId = `user-${role}`) => {
      // Role records are the source of truth; the token's groups only mirror them, as Cognito's do.
      if (role !== 'user') await testTools().store.entities.roleRecord.put({ userId, role, isActive: true, updatedBy: 'test' }).go();
      return (await issueTokens(identity.keys, issuer, { userId, email: `${userId}@example.test`, groups: groupsFor[role] })).idToken;
    },
    close: () =>
      new Promise((resolve) => {
        restore();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points the handlers' search clients at the gateway's engine; returns what puts the environment back. */
function searchEnvironment(url: string, adminKey: string): () => void {
  const before = { hosts: process.env.ALGOLIA_HOSTS, key: process.env.LOCAL_ALGOLIA_ADMIN_KEY };
  process.env.ALGOLIA_HOSTS = url;
  process.env.LOCAL_ALGOLIA_ADMIN_KEY = adminKey;
  return () => {
    for (const [name, value] of [['ALGOLIA_HOSTS', before.hosts], ['LOCAL_ALGOLIA_ADMIN_KEY', before.key]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
