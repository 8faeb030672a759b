import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { preorderQueue } from './preorder-queue';

/** `GET /api/admin/preorders` (staff). */
export const handler = apiHandler(routes.adminPreorderQueue, ({ query, deps }) => preorderQueue(deps, query), { uses: [cursorsProvider] });
