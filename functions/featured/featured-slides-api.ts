import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { adminSlides } from './admin-slides';
import { createSlide, deleteSlide, setSlideActive, updateSlide } from './save-slide';
import { slideProduct, slideProducts } from './slide-targets';

/**
 * The Featured Products screen's routes (staff), one function: one Lambda rather than seven keeps the stack under
 * CloudFormation's 500 resources, at the price of the list sharing the writes' table grant.
 */
export const handler = routeSwitch([
  [routes.adminListSlides, apiHandler(routes.adminListSlides, async ({ deps }) => ({ items: await adminSlides(deps) }))],
  [routes.adminCreateSlide, apiHandler(routes.adminCreateSlide, async ({ body, caller, deps }) => new ApiReply(201, await createSlide(deps, caller, body)))],
  [routes.adminUpdateSlide, apiHandler(routes.adminUpdateSlide, ({ params, body, caller, deps }) => updateSlide(deps, caller, params.slideId, body))],
  [routes.adminSetSlideActive, apiHandler(routes.adminSetSlideActive, ({ params, body, caller, deps }) => setSlideActive(deps, caller, params.slideId, body.isActive))],
  [routes.adminDeleteSlide, apiHandler(routes.adminDeleteSlide, ({ params, caller, deps }) => deleteSlide(deps, caller, params.slideId))],
  [routes.adminSlideProducts, apiHandler(routes.adminSlideProducts, ({ query, deps }) => slideProducts(deps, query), { uses: [cursorsProvider] })],
  [routes.adminSlideProduct, apiHandler(routes.adminSlideProduct, ({ params, deps }) => slideProduct(deps, params.productId))],
]);
