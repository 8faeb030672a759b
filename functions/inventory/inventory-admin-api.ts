import { routes } from '../../shared/routes/route-table';
import { routeSwitch } from '../lib/http/route-switch';
import { handler as createVariant } from './create-variant';
import { handler as listKeys } from './list-keys';
import { handler as listStockAlerts } from './list-stock-alerts';
import { handler as listVariantGroups } from './list-variant-groups';
import { handler as updateVariant } from './update-variant';

/**
 * The Variants & Keys screen's routes but key import (which may ask KMS for data keys) and reveal (which may decrypt):
 * one Lambda, each route still validated, authorised and wired by its own handler. One function per screen rather than
 * per route keeps the stack under CloudFormation's 500 resources; its IAM grant is the union of these routes' needs.
 */
export const handler = routeSwitch([
  [routes.adminCreateVariant, createVariant],
  [routes.adminListKeys, listKeys],
  [routes.adminStockAlerts, listStockAlerts],
  [routes.adminVariantGroups, listVariantGroups],
  [routes.adminUpdateVariant, updateVariant],
]);
