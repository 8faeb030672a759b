import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { updateLanguage } from './language-country-writes';

/** `PUT /api/admin/configuration/languages/{code}` (admin). */
export const handler = apiHandler(routes.adminUpdateLanguage, ({ params, body, caller, deps }) => updateLanguage(deps, caller, params.code, body));
