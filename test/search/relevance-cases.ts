// The relevance table: a query over the fixed catalogue (relevance-catalogue.ts) and the result expected on top.
import type { SearchLanguage } from '../../shared/search/index-names';

export interface RelevanceCase {
  language: SearchLanguage;
  query: string;
  /** Extra filters, ANDed with in_stock:true as the storefront always sends. */
  filters?: string;
  /** The top hit's name, and where it matters its edition (face value) or platform. */
  top: string;
  face?: string;
  platform?: string;
  /** Every hit's price lies in this range (price filters). */
  priceWithin?: [number, number];
}

export const relevanceCases: RelevanceCase[] = [
  // typos: 1 from 4 letters, 2 from 8
  { language: 'en', query: 'stem gift card', top: 'Steam Wallet Gift Card' },
  { language: 'en', query: 'playstaion store', top: 'PlayStation Store Gift Card' },
  { language: 'en', query: 'starfal odyssey', top: 'Starfall Odyssey' },
  { language: 'en', query: 'mincraft', top: 'Minecraft Java & Bedrock' },
  { language: 'en', query: 'hollowspier', top: 'Hollowspire: Reign of Ash' },
  { language: 'en', query: 'tidebond', top: 'Tidebound' },
  // prefixes on the last word
  { language: 'en', query: 'fortn', top: 'Fortnite V-Bucks' },
  { language: 'en', query: 'lant', top: 'Lantern Vale' },
  { language: 'en', query: 'xbox game pass ult', top: 'Xbox Game Pass Ultimate' },
  { language: 'en', query: 'rocket leag', top: 'Rocket League Credits' },
  { language: 'en', query: 'nintendo esh', top: 'Nintendo eShop Card' },
  // multiword and trending searches
  { language: 'en', query: 'call of duty', top: 'Call of Duty: Black Ops 6' },
  { language: 'en', query: 'xbox game pass', top: 'Xbox Game Pass Ultimate' },
  { language: 'en', query: 'fortnite v-bucks', top: 'Fortnite V-Bucks' },
  { language: 'en', query: 'tidebound coral', top: 'Tidebound: Coral Kingdom' },
  // platform words: a name match outranks a platform-name match; a platform word narrows to that platform
  { language: 'en', query: 'steam', top: 'Steam Wallet Gift Card' },
  { language: 'en', query: 'epic games', top: 'Epic Games Store Gift Card' },
  { language: 'en', query: 'lantern vale nintendo', top: 'Lantern Vale', platform: 'nintendo' },
  { language: 'en', query: 'starfall playstation', top: 'Starfall Odyssey', platform: 'playstation' },
  // edition names
  { language: 'en', query: 'starfall deluxe', top: 'Starfall Odyssey', face: 'Deluxe Edition' },
  { language: 'en', query: 'hollowspire ultimate edition', top: 'Hollowspire: Reign of Ash', face: 'Ultimate Edition' },
  { language: 'en', query: 'goty', top: 'Crimson Arcanum', face: 'Game of the Year Edition' },
  // price filters
  { language: 'en', query: 'gift card', filters: 'price.USD < 15', top: 'Steam Wallet Gift Card', priceWithin: [0, 15] },
  { language: 'en', query: 'starfall', filters: 'price.USD >= 50', top: 'Starfall Odyssey', face: 'Deluxe Edition', priceWithin: [50, Infinity] },
  { language: 'en', query: 'tidebound', filters: 'price.USD:20 TO 30', top: 'Tidebound', platform: 'steam', priceWithin: [20, 30] },
  { language: 'en', query: 'call of duty', filters: 'platform.code:xbox AND price.USD < 70', top: 'Call of Duty: Black Ops 6', platform: 'xbox', priceWithin: [0, 70] },
  // Spanish: accents folded both ways
  { language: 'es', query: 'tarjeta regalo steam', top: 'Tarjeta regalo Steam Wallet' },
  { language: 'es', query: 'corazón', top: 'Corazón de Dragón' },
  { language: 'es', query: 'corazon de dragon', top: 'Corazón de Dragón' },
  { language: 'es', query: 'cancion del mar', top: 'La Canción del Mar' },
  { language: 'es', query: 'leyend', top: 'Leyendas del Norte' },
  { language: 'es', query: 'dragon edicion deluxe', top: 'Corazón de Dragón', face: 'Edición Deluxe' },
  // Portuguese
  { language: 'pt', query: 'cartão presente playstation', top: 'Cartão-presente PlayStation Store' },
  { language: 'pt', query: 'cancao do mar', top: 'A Canção do Mar' },
  { language: 'pt', query: 'coração', top: 'Coração de Dragão' },
  { language: 'pt', query: 'acao total', top: 'Ação Total' },
  { language: 'pt', query: 'edição deluxe coracao', top: 'Coração de Dragão', face: 'Edição Deluxe' },
];
