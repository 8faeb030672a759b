import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { viewerCountry } from '../lib/http/viewer-country';
import { mergeCart, readCart, replaceCart } from './own-cart-use-case';

/** The caller's own cart: its id comes from the verified token, never from the request. */
export const handler = routeSwitch([
  [routes.getCart, apiHandler(routes.getCart, ({ caller, deps, event }) => readCart(deps, caller.userId!, viewerCountry(event)))],
  [routes.putCart, apiHandler(routes.putCart, ({ caller, deps, body, event }) => replaceCart(deps, caller.userId!, body.lines, viewerCountry(event)))],
  [routes.mergeCart, apiHandler(routes.mergeCart, ({ caller, deps, body, event }) => mergeCart(deps, caller.userId!, body.lines, viewerCountry(event)))],
]);
