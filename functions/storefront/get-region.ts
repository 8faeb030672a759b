import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { regionForCountry } from './region-for-country';

/** `GET /api/regions/{regionId}` (public), with `?country=` for the compatibility check. */
export const handler = apiHandler(routes.getRegion, ({ params, query, deps }) => regionForCountry(deps, params.regionId, query.country));
