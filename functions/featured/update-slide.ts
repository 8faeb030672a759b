import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { updateSlide } from './save-slide';

/** `PUT /api/admin/featured-slides/{slideId}` (staff). */
export const handler = apiHandler(routes.adminUpdateSlide, ({ params, body, caller, deps }) => updateSlide(deps, caller, params.slideId, body));
