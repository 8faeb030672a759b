import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { viewerCountry } from '../lib/http/viewer-country';
import { priceLines } from './priced-lines';

/** Anyone's cart, priced now: the drawer re-reads prices and stock every time it opens. */
export const handler = apiHandler(routes.quoteCart, async ({ body, event, deps }) => (await priceLines(deps, body.lines, viewerCountry(event))).quote);
