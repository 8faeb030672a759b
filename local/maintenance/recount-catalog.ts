import { catalogCounterItems, catalogCounts, type CountedProduct, type CountedVariant } from './catalog-counts';
import { coveredLanguages, type CoverableProduct } from '../../shared/translations/coverage';
import { staleKeys, type RawItem, type Recounter } from './recounter';

/** catalogCounter: products, active products, products per platform, users, products translated per language (entities/catalog-counter.ts). */
export function catalogRecounter(): Recounter {
  const products: CountedProduct[] = [];
  const variants: CountedVariant[] = [];
  const existing: RawItem[] = [];
  let users = 0;
  return {
    name: 'catalogue counters',
    reads: ['product', 'variant', 'user', 'catalogCounter'],
    attributes: ['productId', 'isActive', 'platformId', 'scope', 'description', 'translations'],
    add(item) {
      const entity = item.__edb_e__;
      if (entity === 'product') products.push({ productId: String(item.productId), isActive: item.isActive === true, covered: coveredLanguages(item as CoverableProduct) });
      else if (entity === 'variant') variants.push({ productId: String(item.productId), platformId: String(item.platformId) });
      else if (entity === 'user') users += 1;
      else existing.push(item);
    },
    finish() {
      const items = catalogCounterItems(catalogCounts(products, variants, users));
      return {
        puts: items.map((item) => ({ entity: 'catalogCounter', item })),
        deletes: staleKeys(existing, new Set(items.map((i) => i.scope)), (i) => String(i.scope)),
        summary: `${products.length} products, ${users} users, ${items.length} counters`,
      };
    },
  };
}
