import type { SearchLanguage } from '../search/index-names';

/**
 * Product categories by catalogue code, in every storefront language. The storefront names them with these, and
 * the search records carry them, so the words shoppers read are the words they can search.
 */
export const categoryTerms = {
  games: { en: 'Games', es: 'Juegos', pt: 'Jogos' },
  platform_currency: { en: 'Gift Cards', es: 'Tarjetas regalo', pt: 'Cartões-presente' },
  digital_wallet: { en: 'Digital Wallets', es: 'Monederos digitales', pt: 'Carteiras digitais' },
  in_game_currency: { en: 'In-Game Currency', es: 'Moneda del juego', pt: 'Moeda do jogo' },
  subscriptions: { en: 'Subscriptions', es: 'Suscripciones', pt: 'Assinaturas' },
  dlc: { en: 'DLC & Expansions', es: 'DLC y expansiones', pt: 'DLC e expansões' },
  software: { en: 'Software', es: 'Software', pt: 'Software' },
} satisfies Record<string, Record<SearchLanguage, string>>;
