import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';

/** Staff see keys masked; the masked form was computed at import so listing never decrypts. */
export const handler = apiHandler(routes.adminListKeys, async ({ params, query, deps }) => {
  const scope = { listing: 'variant-keys', filters: { variantId: params.variantId } };
  const cursor = await deps.cursors.open(query.cursor, scope);
  const page = await deps.store.entities.productKey.query.byVariant({ variantId: params.variantId }).go({ cursor, limit: query.limit });
  return {
    items: page.data.map((k) => ({
      keyId: k.keyId,
      variantId: k.variantId,
      status: k.status,
      maskedKey: k.maskedKey,
      createdAt: k.createdAt,
      createdBy: k.createdBy,
      ...(k.soldAt ? { soldAt: k.soldAt } : {}),
      ...(k.orderId ? { orderId: k.orderId } : {}),
    })),
    nextCursor: await deps.cursors.seal(page.cursor, scope),
  };
}, { uses: [cursorsProvider] });
