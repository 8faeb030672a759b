import { describe, expect, it } from 'vitest';
import { getHref } from './paths';

describe('getHref', () => {
  it('returns a route without parameters as it is', () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('adminPerformance')).toBe('/admin/performance');
  });

  it('fills path parameters and encodes them', () => {
    expect(getHref('product', { productId: 'a b/c' })).toBe('/product/a%20b%2Fc');
    expect(getHref('adminOrder', { orderId: '01J0' })).toBe('/admin/orders/01J0');
  });

  it('puts the other values in the query string and drops empty ones', () => {
    expect(getHref('search', { q: 'Steam Gift Card', platform: '', region: undefined })).toBe('/search?q=Steam+Gift+Card');
    expect(getHref('productBySlug', { slug: 'elden-ring', platform: 'steam' })).toBe('/p/elden-ring?platform=steam');
  });

  it('refuses to build a link with an empty path parameter', () => {
    expect(() => getHref('adminUser', { userId: '' })).toThrow(TypeError);
  });

  it('rejects missing parameters and unknown query keys at compile time', () => {
    // @ts-expect-error productId is required
    expect(() => getHref('product')).toThrow(TypeError);
    // @ts-expect-error home takes no values
    expect(getHref('home', { q: 'x' })).toBe('/?q=x');
    // @ts-expect-error search does not read "user"
    expect(getHref('search', { user: '2' })).toBe('/search?user=2');
  });
});
