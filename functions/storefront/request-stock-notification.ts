import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { registerStockNotification } from './stock-notification-writes';

/** Stored once per email and variant; the restock notifier reads them by variant. */
export const handler = apiHandler(routes.requestStockNotification, async ({ params, body, deps }) => {
  const variant = (await deps.store.entities.variant.query.byId({ variantId: params.variantId }).go({ limit: 1 })).data[0];
  if (!variant || !variant.isActive) throw new NotFoundError(`Variant ${params.variantId} was not found.`);
  const created = await registerStockNotification(deps.store, { variantId: variant.variantId, productId: variant.productId, email: body.email });
  return { registered: true as const, alreadyRegistered: !created };
});
