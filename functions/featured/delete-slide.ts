import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { deleteSlide } from './save-slide';

/** `DELETE /api/admin/featured-slides/{slideId}` (staff). */
export const handler = apiHandler(routes.adminDeleteSlide, ({ params, caller, deps }) => deleteSlide(deps, caller, params.slideId));
