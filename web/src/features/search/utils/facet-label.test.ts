import { describe, expect, it } from 'vitest';
import { productTypeLabels } from '@/lib/i18n/product-type-labels';
import { facetLabel, type FacetKey, type LabelWords } from './facet-label';

const words = (language: 'en' | 'es' | 'pt'): LabelWords => ({
  language,
  productType: (type) => productTypeLabels[language][type],
  priceRange: (id) => `range ${id}`,
  availability: (value) => `available ${value}`,
});

describe('facet labels', () => {
  it.each<[FacetKey, string, 'en' | 'es' | 'pt', string]>([
    ['platform', 'epic', 'en', 'Epic Games'],
    ['platform', 'battlenet', 'es', 'Battle.net'],
    ['region', 'NA', 'en', 'North America'],
    ['region', 'AU', 'pt', 'Austrália'],
    ['region', 'EU', 'es', 'Europa'],
    ['category', 'digital_wallet', 'en', 'Digital Wallets'],
    ['category', 'platform_currency', 'es', 'Tarjetas regalo'],
    ['category', 'in_game_currency', 'pt', 'Moeda do jogo'],
    ['category', 'gift card', 'es', 'Tarjeta regalo'],
    ['category', 'wallet', 'en', 'Wallet'],
    ['category', 'steam wallet', 'en', 'Steam Wallet'],
    ['category', 'eshop', 'es', 'eShop'],
    ['category', 'psn', 'pt', 'PSN'],
    ['category', 'souls-like', 'en', 'Souls-like'],
    ['productType', 'gift_card', 'es', 'Tarjeta regalo'],
    ['productType', 'key', 'en', 'Digital Key'],
    ['productType', 'loot_box', 'en', 'Loot box'],
    ['price', '10-25', 'en', 'range 10-25'],
    ['availability', 'preorder', 'en', 'available preorder'],
    ['developer', 'Lumen Forge', 'es', 'Lumen Forge'],
  ])('names %s %j in %s as %j', (key, value, language, label) => {
    expect(facetLabel(key, value, words(language))).toBe(label);
  });

  it('never shows a raw code for the codes a shopper saw before', () => {
    for (const [key, code] of [['category', 'digital_wallet'], ['category', 'platform_currency'], ['platform', 'epic'], ['region', 'NA'], ['region', 'AU']] as const) {
      for (const language of ['en', 'es', 'pt'] as const) expect(facetLabel(key, code, words(language))).not.toBe(code);
    }
  });
});
