import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { searchAnalytics } from './search-analytics';

/** Search Analytics (admins): the figures of a range, from the daily tallies. */
export const handler = apiHandler(routes.adminSearchAnalytics, ({ query, deps }) => searchAnalytics(deps, query.range));
