import { editionParam } from '../../../../../shared/catalog/variant-selection';
import type { SearchHit } from '../../../../../shared/search/search-hit';
import { getHref } from '@/config/paths';

/** The product page of a hit's variant: /product/{product_id}?platform=&region=&edition= (the page moves to its slug). */
export function productHref(hit: Pick<SearchHit, 'product_id' | 'platform' | 'region' | 'face_value'>): string {
  return getHref('product', {
    productId: hit.product_id,
    platform: hit.platform.code,
    region: hit.region.code,
    edition: editionParam({ faceValue: hit.face_value }),
  });
}
