import { routes } from '../../shared/routes/route-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { apiHandler } from '../lib/http/api-handler';
import { imageUploadTicket } from './image-upload-ticket';

/** `POST /api/admin/uploads/images` (admin). */
export const handler = apiHandler(routes.adminSignImageUpload, ({ body, deps }) => imageUploadTicket(deps, body), { uses: [objectsProvider] });
