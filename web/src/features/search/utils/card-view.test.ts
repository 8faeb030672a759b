import { describe, expect, it } from 'vitest';
import type { ResultHit } from '../../../../../shared/search/search-answer';
import { cardView } from './card-view';

const variant = (id: string, usd: number, platform = 'steam', region = 'US', face: string | null = `$${usd}`) => ({
  variant_id: id,
  platform: { code: platform, name: platform.toUpperCase() },
  region: { code: region, name: region },
  face_value: face,
  price: { USD: usd },
});
const hit = (variants: ReturnType<typeof variant>[] | undefined) => ({ ...variant('own', 30), product_id: 'p1', matching_variants: variants }) as unknown as ResultHit;

describe('a product result card', () => {
  it('shows the lowest matching price, the number of options and the platforms and regions they come in', () => {
    const view = cardView(hit([variant('a', 10.99), variant('b', 20.99), variant('c', 55.99, 'steam', 'EU')]));

    expect(view).toMatchObject({ priceUsd: 10.99, options: 3, platforms: [{ code: 'steam', name: 'STEAM' }] });
    expect(view.regions.map((r) => r.code)).toEqual(['US', 'EU']);
  });

  it('opens the product with the options every matching variant shares, and no others', () => {
    expect(cardView(hit([variant('a', 10.99), variant('b', 20.99)])).href).toBe('/product/p1?platform=steam&region=US');
    expect(cardView(hit([variant('a', 40, 'steam', 'GLOBAL', 'Standard'), variant('b', 45, 'xbox', 'GLOBAL', 'Standard')])).href).toBe('/product/p1?region=GLOBAL&edition=standard');
  });

  it('opens the one matching variant with all three options', () => {
    expect(cardView(hit([variant('a', 25, 'playstation', 'EU', '€20')])).href).toBe('/product/p1?platform=playstation&region=EU&edition=%E2%82%AC20');
  });

  it('falls back to the hit’s own variant without matching variants', () => {
    expect(cardView(hit(undefined))).toMatchObject({ priceUsd: 30, options: 1 });
  });
});
