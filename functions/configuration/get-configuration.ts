import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { configurationData } from './configuration-data';

/** `GET /api/admin/configuration` (admin). */
export const handler = apiHandler(routes.adminGetConfiguration, ({ deps }) => configurationData(deps));
