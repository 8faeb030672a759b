import { describe, expect, it } from 'vitest';
import { categoryFromSlug, categoryName, categorySlug, editionName, regionName, requirementLabel, tagName } from './catalog-terms';

describe('catalogue terms', () => {
  it('name a category in each language, with the spec fallback for none and a readable form for an unknown code', () => {
    expect(categoryName('platform_currency', 'en')).toBe('Gift Cards');
    expect(categoryName('games', 'es')).toBe('Juegos');
    expect(categoryName('digital_wallet', 'pt')).toBe('Carteiras digitais');
    expect(categoryName(null, 'en')).toBe('Gaming');
    expect(categoryName('board_games', 'en')).toBe('Board games');
  });

  it('turn a category code into its browse slug and back, refusing unknown slugs', () => {
    expect(categorySlug('in_game_currency')).toBe('in-game-currency');
    expect(categoryFromSlug('in-game-currency')).toBe('in_game_currency');
    expect(categoryFromSlug('toString')).toBeNull();
    expect(categoryFromSlug('nope')).toBeNull();
  });

  it('name regions by code in any case, falling back to the catalogue name', () => {
    expect(regionName('LATAM', 'es')).toBe('Latinoamérica');
    expect(regionName('jp', 'pt')).toBe('Japão');
    expect(regionName('MARS', 'es', 'Mars')).toBe('Mars');
  });

  it('translate editions, month counts and requirement labels, and leave an account description as written', () => {
    expect(editionName('Deluxe Edition', 'es')).toBe('Edición Deluxe');
    expect(editionName('12 Months', 'pt')).toBe('12 meses');
    expect(editionName('1 Month', 'es')).toBe('1 mes');
    expect(editionName('12 Months', 'en')).toBe('12 Months');
    expect(editionName('$50', 'es')).toBe('$50');
    expect(requirementLabel('Memory', 'es')).toBe('Memoria');
    expect(tagName('racing', 'pt')).toBe('corrida');
    expect(tagName('hasOwnProperty', 'pt')).toBe('hasOwnProperty');
  });
});
