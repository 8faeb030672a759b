import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { createOnce } from '../lib/data/create-once';

/** Stored once per email and variant; the restock notifier reads them by variant. */
export const handler = apiHandler(routes.requestStockNotification, async ({ params, body, deps }) => {
  const variant = (await deps.store.entities.variant.query.byId({ variantId: params.variantId }).go({ limit: 1 })).data[0];
  if (!variant || !variant.isActive) throw new NotFoundError(`Variant ${params.variantId} was not found.`);
  const created = await createOnce(() =>
    deps.store.entities.stockNotification.create({ variantId: variant.variantId, email: body.email, productId: variant.productId }).go(),
  );
  return { registered: true as const, alreadyRegistered: !created };
});
