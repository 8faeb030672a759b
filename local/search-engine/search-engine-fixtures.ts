import { languageIndexSettings } from '../../shared/search/index-settings';
import { priceRangeOf } from '../../shared/search/price-ranges';
import { SearchEngine } from './search-engine';

/** A small catalogue shaped like the storefront's search records, for the engine's unit tables. */
export function fixtureRecords(): Record<string, unknown>[] {
  const record = (objectID: string, fields: Record<string, unknown>) => ({
    objectID,
    price_range: priceRangeOf((fields.price as { USD: number } | undefined)?.USD ?? 10),
    description: '',
    alternative_phrases: [],
    platform: { name: 'PC', code: 'pc' },
    region: { name: 'Global', code: 'global' },
    categories: [],
    categories_without_path: [],
    developer: null,
    publisher: null,
    product_type: 'key',
    price: { USD: 10 },
    in_stock: true,
    is_preorder: false,
    popularity: 10,
    featured_rank: 0,
    ...fields,
  });
  return [
    record('steam-card', { name: 'Steam Wallet Gift Card', platform: { name: 'Steam', code: 'steam' }, product_type: 'gift_card', categories: ['Gift Cards'], categories_without_path: ['Gift Cards'], price: { USD: 20 }, popularity: 50 }),
    record('stream-kit', { name: 'Stream Deck Kit', popularity: 95, price: { USD: 35 } }),
    record('fortnite', { name: 'Fortnite V-Bucks 1000', platform: { name: 'Epic Games', code: 'epic' }, product_type: 'gift_card', categories_without_path: ['Gift Cards'], price: { USD: 8 }, popularity: 90, featured_rank: 2 }),
    record('pokemon', { name: 'Pokémon Scarlet', platform: { name: 'Nintendo eShop', code: 'nintendo' }, region: { name: 'Europe', code: 'EU' }, categories_without_path: ['RPG'], price: { USD: 60 }, popularity: 70, featured_rank: 5 }),
    record('stellar-blade', { name: 'Stellar Blade', platform: { name: 'PlayStation Network', code: 'psn' }, categories_without_path: ['Action'], price: { USD: 55 }, popularity: 5 }),
    record('blade-mention', {
      name: 'Sword Saga',
      description: 'A long adventure where every hero carries a blade forged in old fire and walks through twenty kingdoms before the end.',
      categories_without_path: ['Action', 'RPG'],
      price: { USD: 15 },
      popularity: 99,
    }),
    record('cod', { name: 'Call of Duty Modern Warfare', alternative_phrases: ['COD'], platform: { name: 'Xbox Live', code: 'xbox' }, categories_without_path: ['Shooter'], in_stock: false, price: { USD: 70 }, popularity: 100, developer: 'Infinity Ward', publisher: 'Activision' }),
    record('cyberpunk', { name: 'Cyberpunk 2077 Ultimate Edition', categories_without_path: ['RPG'], developer: 'CD Projekt Red', publisher: 'CD Projekt', price: { USD: 40 }, popularity: 60, is_preorder: true }),
    record('leyenda', { name: 'Leyenda de Fuego: Edición Especial', categories_without_path: ['Action'], price: { USD: 25 }, popularity: 20 }),
  ];
}

/** An engine holding the fixtures in `products_en` with the storefront's settings and replicas. */
export function fixtureEngine(): SearchEngine {
  const engine = new SearchEngine();
  for (const { index, settings } of languageIndexSettings('en')) engine.setSettings(index, settings);
  engine.batch('products_en', fixtureRecords().map((body) => ({ action: 'addObject', body })));
  return engine;
}
