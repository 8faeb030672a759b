import { describe, expect, it } from 'vitest';
import { categoriesFor, normalizeKeywords, preorderWindowProblems, productDraftSchema, slugFor } from './product-draft';

const base = { name: 'Nova Drift', productType: 'key', category: 'games' } as const;

describe('the product draft', () => {
  it.each([
    ['Elden Ring: Deluxe Edition', 'elden-ring-deluxe-edition'],
    ['  Pokémon Café  ', 'pokemon-cafe'],
    ['100% Orange Juice!!', '100-orange-juice'],
    ['!!!', ''],
  ])('makes the slug of %j', (name, slug) => {
    expect(slugFor(name)).toBe(slug);
  });

  it('trims, lowercases and de-duplicates keywords, dropping blank ones', () => {
    expect(normalizeKeywords(['  RPG ', 'rpg', 'Open World', ' ', 'open world'])).toEqual(['rpg', 'open world']);
  });

  it.each([
    ['gift_card', ['platform_currency', 'in_game_currency', 'digital_wallet']],
    ['key', ['games', 'software', 'subscriptions', 'dlc']],
    ['dlc', ['games', 'software', 'subscriptions', 'dlc']],
  ] as const)('files a %s product under %j', (type, categories) => {
    expect(categoriesFor(type)).toEqual(categories);
  });

  it('turns form dates into midnight UTC and empty fields into nothing', () => {
    const draft = productDraftSchema.parse({ ...base, releaseDate: '2026-05-01', developer: '  ', imageUrl: '', ageRating: '', searchKeywords: [' Space '] });

    expect(draft).toMatchObject({ releaseDate: '2026-05-01T00:00:00.000Z', searchKeywords: ['space'] });
    expect(draft.developer).toBeUndefined();
    expect(draft.imageUrl).toBeUndefined();
    expect(draft.ageRating).toBeUndefined();
  });

  it('accepts an uploaded image by its path and refuses other paths and schemes', () => {
    expect(productDraftSchema.safeParse({ ...base, imageUrl: '/products/0a1b2c.png' }).success).toBe(true);
    expect(productDraftSchema.safeParse({ ...base, imageUrl: '/products/featured/1764000000000.webp' }).success).toBe(true);
    expect(productDraftSchema.safeParse({ ...base, imageUrl: '/etc/passwd' }).success).toBe(false);
    expect(productDraftSchema.safeParse({ ...base, imageUrl: 'data:image/png;base64,AAAA' }).success).toBe(false);
  });

  it('keeps a demo product’s generated SVG cover when the product is edited, but no other SVG', () => {
    expect(productDraftSchema.safeParse({ ...base, imageUrl: '/products/cover-01JDEMO0000000000000000000.svg' }).success).toBe(true);
    expect(productDraftSchema.safeParse({ ...base, imageUrl: '/products/upload.svg' }).success).toBe(false);
    expect(productDraftSchema.safeParse({ ...base, imageUrl: '/products/cover-x.svg/../../x.svg' }).success).toBe(false);
  });

  it('requires a name, with the message the spec gives', () => {
    const result = productDraftSchema.safeParse({ ...base, name: ' ' });

    expect(result.error?.issues.map((i) => i.message)).toEqual(['Product name is required']);
  });

  it.each([
    [{ isPreorder: false }, []],
    [{ isPreorder: true, preorderStartDate: '2026-01-10T00:00:00Z' }, []],
    [{ isPreorder: true }, ['preorderStartDate']],
    [{ isPreorder: true, preorderStartDate: '2026-01-10T00:00:00Z', preorderEndDate: '2026-01-09T00:00:00Z' }, ['preorderEndDate']],
    [{ isPreorder: true, preorderStartDate: '2026-01-10T00:00:00Z', expectedDeliveryDate: '2026-01-09T00:00:00Z' }, ['expectedDeliveryDate']],
    [{ isPreorder: true, preorderStartDate: '2026-01-10T00:00:00Z', preorderEndDate: '2026-01-10T00:00:00Z', expectedDeliveryDate: '2026-01-10T00:00:00Z' }, []],
  ])('checks the pre-order window %j', (window, fields) => {
    expect(preorderWindowProblems(window).map((p) => p.path[0])).toEqual(fields);
  });
});
