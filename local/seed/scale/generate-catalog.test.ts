import { describe, expect, it } from 'vitest';
import { productTypes } from '../../../shared/catalog/product';
import { seededRandom } from '../demo-keys';
import { regions } from '../seed-data/regions';
import { generateCatalog, spread } from './generate-catalog';

describe('the scale catalogue generator', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  const products = generateCatalog(seededRandom('test'), now, { products: 1000, variants: 4000, keys: 40_000 });
  const variants = products.flatMap((p) => p.variants);

  it('makes exactly the products, variants and keys asked for, of all six types', () => {
    expect(products).toHaveLength(1000);
    expect(variants).toHaveLength(4000);
    expect(variants.reduce((n, v) => n + v.keyCount, 0)).toBe(40_000);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(productTypes));
  });

  it('gives every product a unique slug and id, and no variant twice on one platform, region and face value', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(variants.map((v) => v.variantId)).size).toBe(variants.length);
    for (const p of products) expect(new Set(p.variants.map((v) => `${v.platformId}|${v.regionId}|${v.faceValue ?? ''}`)).size).toBe(p.variants.length);
  });

  it('uses only the seed’s regions and stocks no pre-order', () => {
    const known = new Set(regions.map((r) => r.code.toLowerCase()));
    expect(variants.every((v) => known.has(v.regionId))).toBe(true);
    expect(products.filter((p) => p.isPreorder).flatMap((p) => p.variants).every((v) => v.keyCount === 0)).toBe(true);
  });

  it('generates the same catalogue from the same seed', () => {
    const again = generateCatalog(seededRandom('test'), now, { products: 1000, variants: 4000, keys: 40_000 });
    expect(again.map((p) => p.name)).toEqual(products.map((p) => p.name));
  });

  it('spreads a total into parts within the bounds that add up exactly', () => {
    const parts = spread(seededRandom('spread'), 100, 420, 1, 8);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(420);
    expect(Math.min(...parts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...parts)).toBeLessThanOrEqual(8);
  });
});
