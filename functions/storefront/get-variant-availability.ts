import { stockState } from '../../shared/catalog/stock-state';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { NotFoundError } from '../../shared/errors/domain-errors';

/** Live stock from the variant's counter (kept by the key transactions), never from listing keys. */
export const handler = apiHandler(routes.getVariantAvailability, async ({ params, deps }) => {
  const { variant, product } = deps.store.entities;
  const found = (await variant.query.byId({ variantId: params.variantId }).go({ limit: 1 })).data[0];
  const parent = found ? (await product.get({ productId: found.productId }).go()).data : null;
  if (!found || !parent || !found.isActive || !parent.isActive) throw new NotFoundError(`Variant ${params.variantId} was not found.`);
  return {
    variantId: found.variantId,
    availableKeys: found.availableKeys,
    forceAvailable: found.forceAvailable,
    stockState: stockState(found, parent, deps.now()),
  };
});
