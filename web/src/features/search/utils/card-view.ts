import { editionParam } from '../../../../../shared/catalog/variant-selection';
import type { MatchingVariant, ResultHit } from '../../../../../shared/search/search-answer';
import { getHref } from '@/config/paths';

type Named = { code: string; name: string };

/** What a product's result card shows of the variants the search matched. */
export interface CardView {
  /** The lowest price among the matching variants, in dollars. */
  priceUsd: number;
  /** How many variants match: the card says '6 options' when more than one does. */
  options: number;
  platforms: Named[];
  regions: Named[];
  /** The product page, with every option the matching variants share chosen (so whatever the filters pin). */
  href: string;
}

const distinctBy = (items: Named[]) => [...new Map(items.map((item) => [item.code, item])).values()];
const shared = <T>(values: T[]): T | undefined => (values.length > 0 && values.every((v) => v === values[0]) ? values[0] : undefined);

export function cardView(hit: ResultHit): CardView {
  const variants: MatchingVariant[] = hit.matching_variants?.length ? hit.matching_variants : [hit];
  const face = shared(variants.map((v) => editionParam({ faceValue: v.face_value })));
  return {
    priceUsd: Math.min(...variants.map((v) => v.price.USD)),
    options: variants.length,
    platforms: distinctBy(variants.map((v) => v.platform)),
    regions: distinctBy(variants.map((v) => v.region)),
    href: getHref('product', {
      productId: hit.product_id,
      platform: shared(variants.map((v) => v.platform.code)),
      region: shared(variants.map((v) => v.region.code)),
      edition: face,
    }),
  };
}
