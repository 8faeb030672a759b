import type { AuthClientConfig } from '../../../../shared/auth/auth-client-config';
import { apiGet } from '../api-client';
import type { GetResponse } from '../api-types';

let config: Promise<AuthClientConfig> | undefined;

// Anonymous: the session may be waiting on this very config, so asking it for a token would wait forever.
const fetchConfig = (): Promise<GetResponse<'/api/auth/config'>> => apiGet('/api/auth/config', { transport: { anonymous: true } });

/** `GET /api/auth/config`, fetched once per page; a failure is retried by the next call. */
export function authConfig(): Promise<AuthClientConfig> {
  config ??= fetchConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}
