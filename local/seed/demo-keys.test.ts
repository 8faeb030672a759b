import { describe, expect, it } from 'vitest';
import type { PlatformCode } from '../../shared/catalog/platform';
import type { ProductType } from '../../shared/catalog/product';
import { demoKeyCount, demoKeys } from './demo-keys';

describe('demo keys', () => {
  it.each<[string, ProductType, PlatformCode, RegExp]>([
    ['Steam keys', 'key', 'steam', /^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/],
    ['PlayStation keys', 'key', 'playstation', /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/],
    ['Xbox keys', 'key', 'xbox', /^[B-DF-HJKMNP-RTV-Y2-46-9]{5}(-[B-DF-HJKMNP-RTV-Y2-46-9]{5}){4}$/],
    ['Nintendo codes', 'key', 'nintendo', /^[A-Z0-9]{16}$/],
    ['Epic Games keys', 'dlc', 'epic', /^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/],
    ['Battle.net keys', 'key', 'battlenet', /^[A-Z0-9]{4}(-[A-Z0-9]{4}){4}$/],
    ['PC licence keys', 'software', 'pc', /^[A-Z0-9]{5}(-[A-Z0-9]{5}){4}$/],
    ['gift card codes', 'gift_card', 'playstation', /^[1-9]\d{15}$/],
    ['account credentials', 'account', 'steam', /^[a-z]+\.[a-z]{3}\d{4}@example\.com:(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*!)\S{11}$/],
  ])('shapes %s like the real thing', (_, productType, platform, shape) => {
    const keys = demoKeys('var_example_01', productType, platform, 25);

    for (const key of keys) expect(key).toMatch(shape);
  });

  it('gives the same variant the same keys on every run and another variant different ones', () => {
    const first = demoKeys('var_a_01', 'key', 'steam', 10);

    expect(demoKeys('var_a_01', 'key', 'steam', 10)).toEqual(first);
    expect(demoKeys('var_a_02', 'key', 'steam', 10)).not.toEqual(first);
    expect(new Set(first).size).toBe(10);
  });

  it('stocks between 3 and 25 keys per variant, and not the same number everywhere', () => {
    const counts = Array.from({ length: 200 }, (_, i) => demoKeyCount(`var_${i}`));

    expect(Math.min(...counts)).toBe(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(25);
    expect(Math.max(...counts)).toBeGreaterThan(15);
  });
});
