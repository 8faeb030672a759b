import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { storeKeys } from './store-keys';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { keyCipherProvider } from '../lib/adapters/kms/key-cipher-provider';

export const handler = apiHandler(routes.adminImportKeys, async ({ params, body, caller, deps }) => {
  const { productId, ...result } = await storeKeys(deps, params.variantId, body.keys, caller.userId!);
  // New stock may fulfil waiting pre-orders and changes what search shows.
  await Promise.all([
    deps.queues.preorders.send({ productId, variantId: params.variantId }),
    deps.queues['search-index'].send({ productId }),
  ]);
  return new ApiReply(201, result);
}, { uses: [keyCipherProvider, queuesProvider] });
