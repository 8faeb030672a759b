import type { AuthClientConfig } from '../../../../shared/auth/auth-client-config';
import type { GetResponse } from '../api-types';

let config: Promise<AuthClientConfig> | undefined;

async function fetchConfig(): Promise<GetResponse<'/api/auth/config'>> {
  // Plain fetch, not the API client: the client asks the session for a token, and the session may be waiting on this.
  const response = await fetch('/api/auth/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/auth/config answered ${response.status}`);
  return (await response.json()) as AuthClientConfig;
}

/** `GET /api/auth/config`, fetched once per page; a failure is retried by the next call. */
export function authConfig(): Promise<AuthClientConfig> {
  config ??= fetchConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}
