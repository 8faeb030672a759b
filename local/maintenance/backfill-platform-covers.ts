import { coverKey } from '../../shared/catalog/cover-url';
import type { Store } from '../../functions/lib/data/store';
import { publicImageUrl } from '../object-store/public-images';
import { platformCovers, variantPlatforms, writeCovers, type ImageSink } from '../seed/seed-covers';

export const platformCoversMigration = 'platform-covers';

/**
 * Draws each product's covers per platform and language (issue 37) on a table seeded when a product had only its default
 * cover, so its product page does not fall back to that one: every listed product whose image is still its generated
 * cover, read in BatchGets, its variants' platforms with one Query per product. Once per table; a fresh seed draws them.
 */
export async function backfillPlatformCovers(store: Store, sink: ImageSink): Promise<number | undefined> {
  if ((await store.entities.tableMigration.get({ name: platformCoversMigration }).go()).data) return undefined;
  const listing = await store.entities.productListing.query.byNewest({}).go({ pages: 'all', attributes: ['productId'] });
  const ids = listing.data.map((l) => l.productId);
  let covered = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await store.entities.product
      .get(ids.slice(i, i + 100).map((productId) => ({ productId })))
      .go({ attributes: ['productId', 'name', 'productType', 'imageUrl', 'translations'] });
    const generated = data.filter((p) => p.imageUrl === publicImageUrl(coverKey(p.productId)));
    for (let j = 0; j < generated.length; j += 10) {
      const some = generated.slice(j, j + 10);
      const variants = await Promise.all(some.map((p) => store.entities.variant.query.byProduct({ productId: p.productId }).go({ pages: 'all', attributes: ['productId', 'platformId'] })));
      const platformsOf = variantPlatforms(variants.flatMap((v) => v.data));
      await writeCovers(some.flatMap((p) => platformCovers(p, platformsOf(p.productId))), sink);
    }
    covered += generated.length;
  }
  await store.entities.tableMigration.put({ name: platformCoversMigration, moved: covered }).go();
  return covered;
}
