import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { createLanguage } from './language-country-writes';

/** `POST /api/admin/configuration/languages` (admin): 201 with the new record. */
export const handler = apiHandler(routes.adminCreateLanguage, async ({ body, caller, deps }) => new ApiReply(201, await createLanguage(deps, caller, body)));
