import { routes } from '../../shared/routes/route-table';
import { routeSwitch } from '../lib/http/route-switch';
import { handler as exportOrders } from './export-orders';
import { handler as getOrder } from './get-order';
import { handler as listOrders } from './list-orders';
import { handler as sendAgain } from './send-again';
import { handler as setNotes } from './set-notes';
import { handler as setStatus } from './set-status';

/**
 * Orders management's routes but the key reveal and lookup (list, CSV, detail, status, notes, e-mails again): one
 * Lambda, each route still validated, authorised and wired by its own handler. One function per screen rather than per route keeps the stack
 * under CloudFormation's 500 resources; its IAM grant is the union of the routes' needs.
 */
export const handler = routeSwitch([
  [routes.adminExportOrders, exportOrders],
  [routes.adminGetOrder, getOrder],
  [routes.adminListOrders, listOrders],
  [routes.adminRedeliverOrder, sendAgain],
  [routes.adminResendOrderEmail, sendAgain],
  [routes.adminSetOrderNotes, setNotes],
  [routes.adminSetOrderStatus, setStatus],
]);
