import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { createSlide } from './save-slide';

/** `POST /api/admin/featured-slides` (staff): 201 with the slide as listed. */
export const handler = apiHandler(routes.adminCreateSlide, async ({ body, caller, deps }) => new ApiReply(201, await createSlide(deps, caller, body)));
