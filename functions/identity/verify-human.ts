import { routes } from '../../shared/routes/route-table';
import { humanVerifierProvider } from '../lib/adapters/human-verifier/human-verifier-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { checkHuman } from './human-check';

/** `POST /api/verify-human` (public): never cached, since a token verifies once. */
export const handler = apiHandler(routes.verifyHuman, async ({ body, deps, event }) => {
  const result = await checkHuman(deps, { ...body, remoteIp: viewerIp(event), sessionId: event.headers['x-session-id'] });
  return new ApiReply(200, result, { 'cache-control': 'no-store' });
}, { uses: [humanVerifierProvider] });
