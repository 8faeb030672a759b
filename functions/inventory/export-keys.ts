import { routes } from '../../shared/routes/route-table';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { exportVariantKeys } from './export-keys-use-case';

/** `POST /api/admin/variants/{variantId}/keys/export` (admin): a page of the variant's keys as CSV, never cached. */
export const handler = apiHandler(
  routes.adminExportKeys,
  async ({ params, body, caller, deps, event }) =>
    new ApiReply(200, await exportVariantKeys(deps, { caller, ip: viewerIp(event), userAgent: event.headers['user-agent'] ?? '' }, { ...params, ...body }), { 'cache-control': 'no-store' }),
  { uses: [keyCipherProvider, cursorsProvider] },
);
