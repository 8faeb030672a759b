import { describe, expect, it } from 'vitest';
import { productSchema } from './product';

const valid = {
  productId: 'p1',
  name: 'Elden Ring',
  slug: 'elden-ring',
  productType: 'key',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

const issuesFor = (input: unknown) => productSchema.safeParse(input).error?.issues ?? [];

describe('productSchema', () => {
  it('accepts a minimal product and fills its defaults', () => {
    const product = productSchema.parse(valid);

    expect(product).toMatchObject({ description: '', category: 'Gaming', tags: [], deliveryType: 'instant', isActive: true, featured: false, isPreorder: false, searchKeywords: [] });
  });

  it.each(['elden-ring', 'fifa-25', 'x', 'a1-b2-c3'])('accepts the slug %j', (slug) => {
    expect(issuesFor({ ...valid, slug })).toEqual([]);
  });

  it.each(['Elden-Ring', 'elden ring', 'elden--ring', '-elden', 'elden-', 'élden', 'elden_ring', ''])('rejects the slug %j', (slug) => {
    expect(issuesFor({ ...valid, slug })).toEqual([
      expect.objectContaining({ path: ['slug'], message: 'Slug must be lowercase words joined by hyphens' }),
    ]);
  });

  it.each(['', '   '])('requires a name (%j)', (name) => {
    expect(issuesFor({ ...valid, name })).toEqual([expect.objectContaining({ path: ['name'], message: 'Name is required' })]);
  });

  it('rejects a product type outside the catalogue', () => {
    expect(issuesFor({ ...valid, productType: 'hardware' })).toEqual([expect.objectContaining({ path: ['productType'] })]);
  });

  it('rejects a creation time that is not ISO-8601', () => {
    expect(issuesFor({ ...valid, createdAt: '01/01/2025' })).toEqual([expect.objectContaining({ path: ['createdAt'] })]);
  });

  it('rejects unknown fields', () => {
    expect(issuesFor({ ...valid, price: 10 })).toEqual([expect.objectContaining({ code: 'unrecognized_keys' })]);
  });
});
