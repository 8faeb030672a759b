import { routes } from '../../shared/routes/route-table';
import { routeSwitch } from '../lib/http/route-switch';
import { handler as fulfilProductPreorders } from './fulfil-product-preorders';
import { handler as getPreorderQueue } from './get-preorder-queue';

/**
 * The pre-order queue screen's routes: one Lambda, each route still
 * validated, authorised and wired by its own handler. One function per screen rather than per route keeps the stack
 * under CloudFormation's 500 resources; its IAM grant is the union of the routes' needs.
 */
export const handler = routeSwitch([
  [routes.adminFulfilPreorders, fulfilProductPreorders],
  [routes.adminPreorderQueue, getPreorderQueue],
]);
