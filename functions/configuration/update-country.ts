import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { updateCountry } from './language-country-writes';

/** `PUT /api/admin/configuration/countries/{code}` (admin). */
export const handler = apiHandler(routes.adminUpdateCountry, ({ params, body, caller, deps }) => updateCountry(deps, caller, params.code, body));
