import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { variantGroups } from './variant-groups';

/** `GET /api/admin/variant-groups` (admin). */
export const handler = apiHandler(routes.adminVariantGroups, ({ query, deps }) => variantGroups(deps, query), { uses: [cursorsProvider] });
