import { ulid } from 'ulid';
import type { AdminVariantView } from '../../shared/inventory/inventory-views';
import type { CreateVariantInput } from '../../shared/inventory/variant-input';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { backoffMs, pause } from '../orders/transaction-types';
import { referenceLookup } from '../catalog/reference-lookup';
import { adminVariantView } from './variant-view';
import { variantChanges } from './variant-rules';

const maxAttempts = 5;

/**
 * Adds a variant to a product. The product's first variant on a platform creates the product-platform membership
 * (only if absent) and raises the platform's catalogue counter in the same transaction, so the counter stays exact
 * when two admins add the first variants of one product and platform at once: the loser's transaction is cancelled
 * on the membership, and its retry finds the membership there and leaves the counter alone.
 */
export async function createVariant(deps: Deps, caller: Caller, productId: string, input: CreateVariantInput): Promise<AdminVariantView> {
  const product = (await deps.store.entities.product.get({ productId }).go()).data;
  if (!product) throw new NotFoundError('Product not found.');
  const [platform, region] = await Promise.all([
    deps.store.entities.platform.get({ platformId: input.platformId }).go(),
    deps.store.entities.region.get({ regionId: input.regionId }).go(),
  ]);
  const missing = [...(platform.data ? [] : [{ path: 'body.platformId', message: 'Unknown platform' }]), ...(region.data ? [] : [{ path: 'body.regionId', message: 'Unknown region' }])];
  if (missing.length) throw new ValidationError(missing[0]!.message, { fieldErrors: missing });
  const { set } = await variantChanges(deps, product.productType, input);
  const item = { variantId: ulid(), productId, platformId: input.platformId, regionId: input.regionId, priceUsdCents: 0, availableKeys: 0, ...set };
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'variant',
    subjectId: item.variantId,
    action: 'variant.created',
    summary: `Created variant ${platform.data!.name} – ${region.data!.name} of ${product.name}`,
    after: { ...set, platformId: input.platformId, regionId: input.regionId },
  });
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const [membership, group] = await Promise.all([
      deps.store.entities.productPlatform.get({ productId, platformId: input.platformId }).go({ consistent: true }),
      deps.store.entities.variantGroup.get({ productCreatedAt: product.createdAt, productId }).go({ consistent: true }),
    ]);
    // A group written before groups counted their variants is given its count once, from the variants themselves.
    const legacyCount = group.data && group.data.variantCount === undefined ? await variantsOf(deps, productId) : 0;
    const result = await deps.store.transaction
      .write((tx) => [
        tx.variant.create(item).commit(),
        groupWrite(tx, { productId, productCreatedAt: product.createdAt }, group.data, legacyCount),
        ...(membership.data
          ? []
          : [
              tx.productPlatform.create({ productId, platformId: input.platformId }).commit(),
              tx.catalogCounter.update({ scope: catalogCounterScopes.platform(input.platformId) }).add({ count: 1 }).commit(),
            ]),
        auditWrite(tx, audit),
      ])
      .go();
    if (!result.canceled) return adminVariantView({ ...item, forceAvailable: false, isActive: true, languageCodes: [], systemRequirements: {}, searchKeywords: [], createdAt: audit.at, updatedAt: audit.at, ...set }, await referenceLookup(deps));
    await pause(backoffMs(attempt));
  }
  throw new ConflictError('The variant could not be added because of concurrent changes to the product. Try again.');
}

type GroupKey = { productId: string; productCreatedAt: string };

/**
 * The product's group gains one variant: created with a count of 1 with the first variant; raised by one after; a group
 * from before the count was kept gets its variants' count, once (the condition makes a racing creator retry and raise it).
 */
function groupWrite(tx: Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0], key: GroupKey, group: { variantCount?: number | undefined } | null, legacyCount: number) {
  if (!group) return tx.variantGroup.create({ ...key, variantCount: 1 }).commit();
  if (group.variantCount === undefined) {
    return tx.variantGroup
      .patch(key)
      .set({ variantCount: legacyCount + 1 })
      .where(({ variantCount }, { notExists }) => notExists(variantCount))
      .commit();
  }
  return tx.variantGroup.patch(key).add({ variantCount: 1 }).commit();
}

async function variantsOf(deps: Pick<Deps, 'store'>, productId: string): Promise<number> {
  const { data } = await deps.store.entities.variant.query.byProduct({ productId }).go({ pages: 'all', attributes: ['variantId'], consistent: true });
  return data.length;
}
