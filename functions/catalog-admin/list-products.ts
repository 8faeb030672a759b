import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { listAdminProducts } from './product-listing';

/** `GET /api/admin/products` (staff). */
export const handler = apiHandler(routes.adminListProducts, ({ query, deps }) => listAdminProducts(deps, query), { uses: [cursorsProvider] });
