import { maskKey } from '../../shared/catalog/key-mask';
import { normaliseKey } from '../../shared/inventory/key-fingerprint-input';
import type { KeyLookupMatch, KeyLookupResult } from '../../shared/orders/order-key-lookup';
import { legacyClaimsKept } from '../inventory/key-claims';
import { staffAuditItem } from '../lib/audit/staff-audit';
import type { OrderItem } from '../lib/data/entities/order';
import { keyIdFor, type ProductKeyItem } from '../lib/data/entities/product-key';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';

type LookupDeps = Pick<Deps, 'store' | 'keyFingerprints' | 'now'>;

/** A fingerprint or a key id as pasted: what `id` accepts in the route table. */
const idShaped = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * "Who bought this key?" Fingerprints are per platform and the screen does not ask which, so the pasted key is
 * fingerprinted for every platform (a handful), as a product key and, when it holds a colon, as an account login; a key
 * is stored under its fingerprint, so the candidates are read in one BatchGet, never searched for. What was pasted is
 * also tried as a fingerprint (a key's id) itself. Every lookup is audited before it answers, a miss included: a
 * lookup tells whether a key is in the store, which is worth knowing when someone tries many.
 */
export async function findOrdersByKey(deps: LookupDeps, caller: Pick<Caller, 'userId' | 'role'>, pasted: string): Promise<KeyLookupResult> {
  const platforms = (await deps.store.entities.platform.query.byId({}).go({ pages: 'all', attributes: ['platformId', 'name'] })).data;
  const keyIds = await candidateKeyIds(deps, pasted, platforms.map((p) => p.platformId));
  const keys = keyIds.length ? (await deps.store.entities.productKey.get(keyIds.map((keyId) => ({ keyId }))).go()).data : [];
  const matches = await describeMatches(deps, keys, new Map(platforms.map((p) => [p.platformId, p.name])));
  await Promise.all(auditItems(deps, caller, pasted, matches).map((item) => deps.store.entities.staffAuditEntry.create(item).go()));
  return { matches };
}

async function candidateKeyIds(deps: LookupDeps, pasted: string, platformIds: readonly string[]): Promise<string[]> {
  const forms = [...new Set([normaliseKey(pasted, 'key'), ...(pasted.includes(':') ? [normaliseKey(pasted, 'account')] : [])])].filter(Boolean);
  const prints = (await Promise.all(platformIds.map((platformId) => deps.keyFingerprints.fingerprints(platformId, forms)))).flat();
  const direct = idShaped.test(pasted) ? [pasted] : [];
  // Keys stored before keys were keyed by their fingerprint are found through the claims written beside them then.
  const legacy = (await legacyClaimsKept(deps))
    ? (await deps.store.entities.keyFingerprint.get([...new Set([...prints, ...direct])].map((fingerprint) => ({ fingerprint }))).go({ attributes: ['keyId'] })).data.map((c) => c.keyId)
    : [];
  return [...new Set([...direct, ...prints.map(keyIdFor), ...legacy])];
}

/** Each matched key with its product, platform and order: a Query per variant (there are few) and two BatchGets. */
async function describeMatches(deps: LookupDeps, keys: readonly ProductKeyItem[], platformNames: ReadonlyMap<string, string>): Promise<KeyLookupMatch[]> {
  if (keys.length === 0) return [];
  const variantIds = [...new Set(keys.map((k) => k.variantId))];
  const orderIds = [...new Set(keys.flatMap((k) => (k.orderId ? [k.orderId] : [])))];
  const [variants, orders] = await Promise.all([
    Promise.all(variantIds.map(async (variantId) => (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1, attributes: ['variantId', 'productId', 'platformId'] })).data[0])),
    orderIds.length ? deps.store.entities.order.get(orderIds.map((orderId) => ({ orderId }))).go().then((r) => r.data) : Promise.resolve([] as OrderItem[]),
  ]);
  const variantById = new Map(variants.flatMap((v) => (v ? [[v.variantId, v] as const] : [])));
  const productIds = [...new Set([...variantById.values()].map((v) => v.productId))];
  const products = productIds.length ? (await deps.store.entities.product.get(productIds.map((productId) => ({ productId }))).go({ attributes: ['productId', 'name'] })).data : [];
  const productNames = new Map(products.map((p) => [p.productId, p.name]));
  const orderById = new Map(orders.map((o) => [o.orderId, o]));
  const sold = (k: ProductKeyItem) => (k.orderId && orderById.has(k.orderId) ? 0 : 1);
  // BatchGet answers in no order: keys held by an order first, then by id, so the same paste reads the same way.
  return [...keys].sort((a, b) => sold(a) - sold(b) || a.keyId.localeCompare(b.keyId)).map((k) => {
    const variant = variantById.get(k.variantId);
    const order = k.orderId ? orderById.get(k.orderId) : undefined;
    return {
      keyId: k.keyId,
      maskedKey: k.maskedKey,
      keyStatus: k.status,
      productName: (variant && productNames.get(variant.productId)) ?? null,
      platformName: (variant && platformNames.get(variant.platformId)) ?? null,
      order: order
        ? {
            orderId: order.orderId,
            orderNumber: order.orderNumber,
            status: order.status,
            fulfilmentStatus: order.fulfilmentStatus,
            createdAt: order.createdAt,
            deliveryEmail: order.deliveryEmail,
            totalCents: order.totalCents,
            currency: order.currency,
          }
        : null,
    };
  });
}

/**
 * One entry per order found (so the order's timeline shows who looked its key up), else one about the key or the miss.
 * The pasted text is kept only masked, as keys are everywhere else.
 */
function auditItems(deps: LookupDeps, caller: Pick<Caller, 'userId' | 'role'>, pasted: string, matches: readonly KeyLookupMatch[]) {
  const masked = maskKey(pasted);
  const withOrder = matches.filter((m) => m.order);
  if (withOrder.length) {
    return withOrder.map((m) =>
      staffAuditItem(deps, caller, { subjectType: 'order', subjectId: m.order!.orderId, action: 'order.key-lookup', summary: `Order found by its key ${m.maskedKey} (staff lookup)`, after: { keyId: m.keyId } }),
    );
  }
  const [first] = matches;
  return [
    first
      ? staffAuditItem(deps, caller, { subjectType: 'key', subjectId: first.keyId, action: 'key.lookup', summary: `Key ${first.maskedKey} looked up by staff: ${first.keyStatus}, in no order`, after: { keyIds: matches.map((m) => m.keyId) } })
      : staffAuditItem(deps, caller, { subjectType: 'key', subjectId: 'no-match', action: 'key.lookup', summary: `Key ${masked} looked up by staff: not in the store` }),
  ];
}
