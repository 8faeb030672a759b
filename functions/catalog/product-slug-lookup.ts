import { NotFoundError } from '../../shared/errors/domain-errors';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';

// The spec caches slug lookups for five minutes; a slug maps to its product id, the product itself is read fresh.
// A miss throws inside the loader, so it is not cached: a product given that slug later is found at once.
const slugs = new TtlCache<string>(5 * 60_000, { maxEntries: 1000 });

/** The product id behind a slug; NotFoundError when no product has it. */
export function productIdForSlug(deps: Deps, slug: string): Promise<string> {
  return slugs.get(slug, async () => {
    const found = await deps.store.entities.product.query.bySlug({ slug }).go({ limit: 1 });
    const id = found.data[0]?.productId;
    if (!id) throw new NotFoundError(`No product has the address /p/${slug}.`);
    return id;
  });
}
