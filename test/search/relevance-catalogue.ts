// A fixed small catalogue in en, es and pt for the relevance table and the contract suite: names in the demo
// seed's style plus the storefront's trending searches, so the expected top results are known by construction.
import { listedEditionName } from '../../shared/catalog/edition-names';
import type { ProductType } from '../../shared/catalog/product';
import type { SearchLanguage } from '../../shared/search/index-names';
import { priceRangeOf } from '../../shared/search/price-ranges';
import type { SearchHit } from '../../shared/search/search-hit';
import { productTypeWords } from '../../shared/search/type-words';

type Names = Record<SearchLanguage, string>;
type Variant = [platform: string, region: string, face: string, priceUsd: number, inStock?: boolean];

interface FixtureProduct {
  id: string;
  name: Names | string;
  type: ProductType;
  categories: string[];
  popularity: number;
  developer?: string;
  variants: Variant[];
  phrases?: string[];
  description?: Names | string;
}

const platforms: Record<string, string> = { steam: 'Steam', playstation: 'PlayStation', xbox: 'Xbox', nintendo: 'Nintendo', epic: 'Epic Games', battlenet: 'Battle.net', pc: 'PC' };
const regions: Record<string, string> = { GLOBAL: 'Global', US: 'United States', EU: 'Europe', LATAM: 'Latin America' };
const deluxe: Names = { en: 'Deluxe Edition', es: 'Edición Deluxe', pt: 'Edição Deluxe' };
const giftCard: Names = { en: 'Gift Card', es: 'Tarjeta regalo', pt: 'Cartão-presente' };
const card = (brand: string): Names => ({ en: `${brand} ${giftCard.en}`, es: `${giftCard.es} ${brand}`, pt: `${giftCard.pt} ${brand}` });

const products: FixtureProduct[] = [
  { id: 'steam-card', name: card('Steam Wallet'), type: 'gift_card', categories: ['Gift Cards'], popularity: 900, variants: [['steam', 'US', '$10', 10.99], ['steam', 'US', '$20', 20.99], ['steam', 'EU', '€50', 55.99]] },
  { id: 'psn-card', name: card('PlayStation Store'), type: 'gift_card', categories: ['Gift Cards'], popularity: 800, variants: [['playstation', 'US', '$25', 25.99], ['playstation', 'EU', '€20', 22.99]] },
  { id: 'xbox-card', name: card('Xbox'), type: 'gift_card', categories: ['Gift Cards'], popularity: 600, variants: [['xbox', 'US', '$15', 15.99], ['xbox', 'US', '$50', 51.99]] },
  { id: 'eshop-card', name: { en: 'Nintendo eShop Card', es: 'Tarjeta Nintendo eShop', pt: 'Cartão Nintendo eShop' }, type: 'gift_card', categories: ['Gift Cards'], popularity: 500, variants: [['nintendo', 'US', '$20', 20.99]] },
  { id: 'epic-card', name: card('Epic Games Store'), type: 'gift_card', categories: ['Gift Cards'], popularity: 300, variants: [['epic', 'GLOBAL', '$25', 25.99]] },
  { id: 'game-pass', name: 'Xbox Game Pass Ultimate', type: 'subscription', categories: ['Subscriptions'], popularity: 700, variants: [['xbox', 'GLOBAL', '1 Month', 16.99], ['xbox', 'GLOBAL', '3 Months', 44.99]] },
  { id: 'ps-plus', name: 'PlayStation Plus Essential', type: 'subscription', categories: ['Subscriptions'], popularity: 400, variants: [['playstation', 'US', '12 Months', 59.99]] },
  { id: 'vbucks', name: 'Fortnite V-Bucks', type: 'key', categories: ['In-game currency'], popularity: 850, developer: 'Epic Games', phrases: ['vbucks', 'v bucks'], variants: [['epic', 'GLOBAL', '1,000 V-Bucks', 8.99], ['epic', 'GLOBAL', '2,800 V-Bucks', 22.99]] },
  { id: 'fortune-street', name: 'Fortune Street Party', type: 'key', categories: ['Family'], popularity: 20, variants: [['nintendo', 'GLOBAL', 'Standard', 29.99]] },
  { id: 'cod', name: 'Call of Duty: Black Ops 6', type: 'key', categories: ['Shooter', 'Action'], popularity: 750, developer: 'Treyarch', variants: [['steam', 'GLOBAL', 'Standard', 59.99], ['xbox', 'US', 'Standard', 62.99], ['playstation', 'EU', deluxe.en, 89.99]] },
  { id: 'minecraft', name: 'Minecraft Java & Bedrock', type: 'key', categories: ['Sandbox'], popularity: 650, developer: 'Mojang', variants: [['pc', 'GLOBAL', 'Standard', 26.99]] },
  { id: 'rocket', name: 'Rocket League Credits', type: 'key', categories: ['In-game currency', 'Sports'], popularity: 200, variants: [['epic', 'GLOBAL', '1,100 Credits', 9.99]] },
  { id: 'starfall', name: 'Starfall Odyssey', type: 'key', categories: ['RPG', 'Sci-fi'], popularity: 450, developer: 'Lumen Forge', variants: [['steam', 'GLOBAL', 'Standard', 39.99], ['steam', 'GLOBAL', deluxe.en, 54.99], ['playstation', 'US', 'Standard', 44.99]] },
  { id: 'starlit', name: 'Starlit Bakery', type: 'key', categories: ['Simulation', 'Casual'], popularity: 120, variants: [['nintendo', 'GLOBAL', 'Standard', 19.99]] },
  { id: 'hollowspire', name: 'Hollowspire: Reign of Ash', type: 'key', categories: ['Action', 'RPG'], popularity: 380, variants: [['battlenet', 'GLOBAL', 'Standard', 49.99], ['battlenet', 'GLOBAL', 'Ultimate Edition', 79.99]] },
  { id: 'crimson', name: 'Crimson Arcanum', type: 'key', categories: ['RPG', 'Fantasy'], popularity: 260, variants: [['steam', 'EU', 'Game of the Year Edition', 29.99]], phrases: ['GOTY'] },
  { id: 'lantern', name: 'Lantern Vale', type: 'key', categories: ['Adventure', 'Indie'], popularity: 150, variants: [['steam', 'GLOBAL', 'Standard', 14.99], ['nintendo', 'GLOBAL', 'Standard', 17.99]] },
  { id: 'tidebound', name: 'Tidebound', type: 'key', categories: ['Adventure'], popularity: 310, variants: [['nintendo', 'US', 'Standard', 34.99], ['steam', 'GLOBAL', 'Standard', 29.99]] },
  { id: 'tidebound-dlc', name: 'Tidebound: Coral Kingdom', type: 'dlc', categories: ['Adventure'], popularity: 90, variants: [['nintendo', 'US', 'Standard', 12.99]] },
  { id: 'ironveil', name: 'Ironveil Tactics', type: 'key', categories: ['Strategy'], popularity: 170, variants: [['steam', 'GLOBAL', 'Standard', 24.99], ['steam', 'GLOBAL', 'Complete Edition', 39.99, false]] },
  { id: 'corazon', name: { en: 'Heart of the Dragon', es: 'Corazón de Dragón', pt: 'Coração de Dragão' }, type: 'key', categories: ['Action'], popularity: 140, variants: [['playstation', 'LATAM', 'Standard', 27.99], ['playstation', 'LATAM', deluxe.en, 37.99]] },
  { id: 'cancao', name: { en: 'Song of the Sea', es: 'La Canción del Mar', pt: 'A Canção do Mar' }, type: 'key', categories: ['Adventure', 'Indie'], popularity: 110, variants: [['steam', 'LATAM', 'Standard', 11.99]] },
  { id: 'leyendas', name: { en: 'Legends of the North', es: 'Leyendas del Norte', pt: 'Lendas do Norte' }, type: 'key', categories: ['RPG'], popularity: 100, variants: [['xbox', 'LATAM', 'Standard', 21.99]] },
  { id: 'acao', name: { en: 'Total Action', es: 'Acción Total', pt: 'Ação Total' }, type: 'key', categories: ['Action'], popularity: 80, variants: [['pc', 'LATAM', 'Standard', 9.99]] },
  { id: 'pixelforge', name: 'PixelForge 3D', type: 'software', categories: ['Software'], popularity: 60, variants: [['pc', 'GLOBAL', '1 Device', 49.99]] },
];

const localFace = (face: string, language: SearchLanguage) => (face === deluxe.en ? deluxe[language] : face);
const text = (value: Names | string | undefined, language: SearchLanguage) => (typeof value === 'string' ? value : (value?.[language] ?? ''));

/** The records of one language's index: one per variant, edition names among the alternative phrases. */
export function relevanceRecords(language: SearchLanguage): SearchHit[] {
  return products.flatMap((p) =>
    p.variants.map(([platform, region, face, price, inStock = true], i): SearchHit => {
      const name = text(p.name, language);
      const faceValue = localFace(face, language);
      const edition = /Edition|Edición|Edição/.test(faceValue) ? [faceValue] : [];
      return {
        objectID: `var_${p.id}_${i + 1}`,
        product_id: `prd_${p.id}`,
        variant_id: `var_${p.id}_${i + 1}`,
        name,
        slug: p.id,
        description: text(p.description, language) || `${name}: ${p.categories.join(', ')}.`,
        image_url: null,
        platform: { name: platforms[platform]!, code: platform },
        region: { name: regions[region]!, code: region },
        product_type: p.type,
        face_value: faceValue,
        edition_name: listedEditionName(face, language),
        price: { USD: price },
        price_range: priceRangeOf(price),
        in_stock: inStock,
        is_preorder: false,
        categories: p.categories,
        categories_without_path: p.categories,
        alternative_phrases: [...(p.phrases ?? []), ...edition],
        type_words: productTypeWords[p.type][language],
        keywords: [],
        developer: p.developer ?? null,
        publisher: null,
        rating: 90,
        review_count: 0,
        popularity: p.popularity,
        featured_rank: 0,
        language,
      };
    }),
  );
}
