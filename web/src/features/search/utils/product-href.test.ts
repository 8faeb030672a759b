import { describe, expect, it } from 'vitest';
import { productHref } from './product-href';

const hit = { product_id: 'p1', platform: { code: 'steam', name: 'Steam' }, region: { code: 'GLOBAL', name: 'Global' } };

describe('the link of a search hit', () => {
  it.each([
    ['a key without a face value to its standard edition', null, '/product/p1?platform=steam&region=GLOBAL&edition=standard'],
    ['a gift card to its face value', '$25', '/product/p1?platform=steam&region=GLOBAL&edition=%2425'],
    ['an edition by its name', 'Deluxe Edition', '/product/p1?platform=steam&region=GLOBAL&edition=Deluxe+Edition'],
  ])('opens %s', (_case, faceValue, href) => {
    expect(productHref({ ...hit, face_value: faceValue })).toBe(href);
  });
});
