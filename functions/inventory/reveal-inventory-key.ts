import { routes } from '../../shared/routes/route-table';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { revealInventoryKey } from './reveal-inventory-key-use-case';

/** `POST /api/admin/variants/{variantId}/keys/{keyId}/reveal` (admin): never cached anywhere. */
export const handler = apiHandler(
  routes.adminRevealKey,
  async ({ params, caller, deps, event }) =>
    new ApiReply(200, await revealInventoryKey(deps, caller, { ...params, ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' }), { 'cache-control': 'no-store' }),
  { uses: [keyCipherProvider] },
);
