import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { keywordSuggestions } from './keyword-sources';

/** `GET /api/admin/product-keyword-suggestions` (admin). */
export const handler = apiHandler(routes.adminSuggestProductKeywords, ({ query, deps }) => keywordSuggestions(deps, query));
