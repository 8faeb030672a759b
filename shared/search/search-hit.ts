import type { ProductType } from '../catalog/product';
import type { SearchLanguage } from './index-names';

/**
 * One search record per sellable variant and language, in the shape the storefront's search reads (Algolia or
 * the embedded engine). Each language's index holds the same records with `name` and `description` in that
 * language, falling back to English.
 */
export interface SearchHit {
  /** The variant id: the same object in every language's index. */
  objectID: string;
  product_id: string;
  variant_id: string;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  platform: { name: string; code: string };
  region: { name: string; code: string };
  product_type: ProductType;
  face_value: string | null;
  /**
   * The edition or plan in this record's language when the editions table names it ('Expansion', 'Edição Deluxe',
   * '12 meses'); null for a denomination or a product's own option words, which are among the phrases.
   */
  edition_name: string | null;
  /** Dollars, for numeric filters and the price replicas. */
  price: { USD: number };
  /** The facets panel's price bucket of `price.USD` (`priceRangeOf`), counted as a facet. */
  price_range: string;
  /** Purchasable now: in stock, or a pre-order that is open. */
  in_stock: boolean;
  is_preorder: boolean;
  categories: string[];
  /** The category and tags as plain values, for faceting (no hierarchy path). */
  categories_without_path: string[];
  /** The product's and variant's search keywords: other names a shopper may type. */
  alternative_phrases: string[];
  /** What the product is in this record's language: its type, category and tag words ('cuenta', 'suscripción'). */
  type_words: string[];
  keywords: string[];
  developer: string | null;
  publisher: string | null;
  /** The 0–100 score the product page shows (`productScore`: the reviews' average), null without reviews. */
  rating: number | null;
  review_count: number;
  /** Ranking signal: reviews count most, a high average adds to it (see `popularityOf`). */
  popularity: number;
  /** Higher is more prominent; 0 when the product is not featured. */
  featured_rank: number;
  language: SearchLanguage;
}
