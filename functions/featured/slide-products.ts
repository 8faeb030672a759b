import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { slideProducts } from './slide-targets';

/** `GET /api/admin/slide-products` (staff): the slide dialog's product picker. */
export const handler = apiHandler(routes.adminSlideProducts, ({ query, deps }) => slideProducts(deps, query), { uses: [cursorsProvider] });
