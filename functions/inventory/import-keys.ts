import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';
import { keyFingerprinterProvider } from './key-fingerprinter-provider';
import { importKeys } from './import-keys-use-case';

/** `POST /api/admin/variants/{variantId}/keys` (admin). */
export const handler = apiHandler(
  routes.adminImportKeys,
  async ({ params, body, caller, deps }) => {
    const { productId, ...result } = await importKeys(deps, caller, params.variantId, body.keys, body.lines);
    // New stock may fulfil waiting pre-orders and changes what search shows.
    if (result.imported > 0) {
      await Promise.all([deps.queues.preorders.send({ productId, variantId: params.variantId }), deps.queues['search-index'].send({ productId })]);
    }
    return new ApiReply(201, result);
  },
  { uses: [keyCipherProvider, queuesProvider, keyFingerprinterProvider] },
);
