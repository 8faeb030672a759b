import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { setSlideActive } from './save-slide';

/** `PUT /api/admin/featured-slides/{slideId}/active` (staff). */
export const handler = apiHandler(routes.adminSetSlideActive, ({ params, body, caller, deps }) => setSlideActive(deps, caller, params.slideId, body.isActive));
