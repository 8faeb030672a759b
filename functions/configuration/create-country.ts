import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { createCountry } from './language-country-writes';

/** `POST /api/admin/configuration/countries` (admin): 201 with the new record. */
export const handler = apiHandler(routes.adminCreateCountry, async ({ body, caller, deps }) => new ApiReply(201, await createCountry(deps, caller, body)));
