import { describe, expect, it } from 'vitest';
import { productTypes } from '../../../../shared/catalog/product';
import { messageProblems } from './message-problems';
import { isProductType, productTypeLabels } from './product-type-labels';

describe('product type labels', () => {
  it('name every product type in every storefront language', () => {
    expect(messageProblems(productTypeLabels)).toEqual([]);
    expect(Object.keys(productTypeLabels.en).sort()).toEqual([...productTypes].sort());
  });

  it("call a key product a 'Digital Key', as the storefront spec's badge does", () => {
    expect([productTypeLabels.en.key, productTypeLabels.es.key, productTypeLabels.pt.key]).toEqual(['Digital Key', 'Clave digital', 'Chave digital']);
  });

  it.each([['key', true], ['gift_card', true], ['toString', false], ['constructor', false], ['', false]])('knows whether %j is a product type', (value, known) => {
    expect(isProductType(value)).toBe(known);
  });
});
