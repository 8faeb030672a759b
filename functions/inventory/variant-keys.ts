import type { Deps } from '../lib/deps';

/** One page of a variant's keys for staff, masked: the masked form was computed at import, so listing never decrypts. */
export async function variantKeys(deps: Pick<Deps, 'store' | 'cursors'>, variantId: string, page: { cursor?: string | undefined; limit: number }) {
  const scope = { listing: 'variant-keys', filters: { variantId } };
  const result = await deps.cursors.page(page.cursor, scope, (cursor) => deps.store.entities.productKey.query.byVariant({ variantId }).go({ cursor, limit: page.limit }));
  return {
    items: result.data.map((k) => ({
      keyId: k.keyId,
      variantId: k.variantId,
      status: k.status,
      maskedKey: k.maskedKey,
      createdAt: k.createdAt,
      createdBy: k.createdBy,
      ...(k.soldAt ? { soldAt: k.soldAt } : {}),
      ...(k.orderId ? { orderId: k.orderId } : {}),
    })),
    nextCursor: result.nextCursor,
  };
}
