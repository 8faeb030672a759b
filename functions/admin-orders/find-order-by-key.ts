import { routes } from '../../shared/routes/route-table';
import { keyFingerprinterProvider } from '../inventory/key-fingerprinter-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { findOrdersByKey } from './order-key-lookup';

/**
 * `POST /api/admin/orders/by-key` (employee): the order holding a pasted key. A function of its own, so only it may
 * read the key-fingerprint secret besides the key import.
 */
export const handler = apiHandler(routes.adminFindOrderByKey, async ({ body, caller, deps }) => new ApiReply(200, await findOrdersByKey(deps, caller, body.key), { 'cache-control': 'no-store' }), {
  uses: [keyFingerprinterProvider],
});
