import { describe, expect, it } from 'vitest';
import { coverKey, coverLanguages, coverUrlFor, platformCoverKey } from './cover-url';
import { platformCodes } from './platform';

describe('the cover a product page shows', () => {
  it.each([
    ['/products/cover-prd_steam-wallet-gift-card.svg', 'playstation', 'es', '/products/cover-prd_steam-wallet-gift-card.playstation.es.svg'],
    ['/products/cover-prd_steam-wallet-gift-card.svg', 'steam', 'pt', '/products/cover-prd_steam-wallet-gift-card.steam.pt.svg'],
    ['/products/cover-prd_elden-ring.svg', 'xbox', 'en', '/products/cover-prd_elden-ring.xbox.en.svg'],
  ])('turns the generated cover %s into its %s cover in %s', (imageUrl, platform, language, expected) => {
    expect(coverUrlFor(imageUrl, platform, language)).toBe(expected);
  });

  it.each([
    ['an uploaded image', '/products/01J9ZUPLOAD.webp', 'playstation', 'es'],
    ['an image elsewhere', 'https://cdn.example.com/products/cover-prd_x.svg', 'playstation', 'es'],
    ['a cover already for a platform', '/products/cover-prd_x.steam.en.svg', 'playstation', 'es'],
    ['a platform the generator does not draw', '/products/cover-prd_x.svg', 'stadia', 'es'],
    ['a platform code that tries a path', '/products/cover-prd_x.svg', '../admin', 'es'],
    ['no selected variant', '/products/cover-prd_x.svg', undefined, 'es'],
    ['a language without covers', '/products/cover-prd_x.svg', 'steam', 'fr'],
  ])('keeps %s as it is', (_, imageUrl, platform, language) => {
    expect(coverUrlFor(imageUrl, platform, language)).toBe(imageUrl);
  });

  it.each(platformCodes)('has a cover on %s in each storefront language', (platform) => {
    expect(coverLanguages).toEqual(['en', 'es', 'pt']);
    for (const language of coverLanguages) expect(coverUrlFor('/products/cover-prd_x.svg', platform, language)).toBe(`/products/cover-prd_x.${platform}.${language}.svg`);
  });

  it('keeps a product without an image without one', () => {
    expect(coverUrlFor(null, 'steam', 'es')).toBeNull();
  });

  it('names the platform and language covers beside the default one in the images bucket', () => {
    expect(coverKey('prd_x')).toBe('products/cover-prd_x.svg');
    expect(platformCoverKey('prd_x', 'nintendo', 'pt')).toBe('products/cover-prd_x.nintendo.pt.svg');
    expect(coverUrlFor(`/${coverKey('prd_x')}`, 'nintendo', 'pt')).toBe(`/${platformCoverKey('prd_x', 'nintendo', 'pt')}`);
  });
});
