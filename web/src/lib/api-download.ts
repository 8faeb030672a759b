import { buildApiUrl } from './api-client';
import { ApiError } from './api-error';
import type { ApiPath, GetOptions, OptionsArg } from './api-types';
import { bearerToken } from './auth/session-store';

/**
 * Calls a GET route that answers a file (a CSV) rather than JSON, with the caller's token as any API call, and gives
 * the file back as a Blob to save. Failures are the same `ApiError` (the route's problem+json) as `apiGet`'s.
 */
export async function apiDownload<P extends ApiPath<'GET'>>(path: P, ...[options]: OptionsArg<GetOptions<P>>): Promise<Blob> {
  const { params, query } = (options ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const token = await bearerToken();
  const response = await fetch(buildApiUrl(path, params, query), {
    headers: { accept: 'text/csv, application/problem+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.blob();
}
