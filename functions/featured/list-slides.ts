import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { adminSlides } from './admin-slides';

/** `GET /api/admin/featured-slides` (staff). */
export const handler = apiHandler(routes.adminListSlides, async ({ deps }) => ({ items: await adminSlides(deps) }));
