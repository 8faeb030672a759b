import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { variantKeys } from './variant-keys';

/** `GET /api/admin/variants/{variantId}/keys` (staff). */
export const handler = apiHandler(routes.adminListKeys, ({ params, query, deps }) => variantKeys(deps, params.variantId, query), { uses: [cursorsProvider] });
