import type { StockState } from './stock-state';
import type { ProductType } from './product';
import type { Translations } from './translations';

/** What the API answers for a product in a grid. */
export interface ProductCard {
  productId: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  productType: ProductType;
  category: string;
  platforms: { code: string; name: string }[];
  /** Lowest active variant price, integer USD cents. */
  fromPriceUsdCents: number | null;
  retailPriceUsdCents: number | null;
  stockState: StockState;
  isPreorder: boolean;
  rating: number | null;
  /** The name in es and pt; the SPA shows the visitor's language, English where a translation is missing. */
  translations?: Translations<'name'>;
  /** Review count and mean review rating (0–100): what `productScore` shows on the card (`rating` is the catalogue's own, never shown). */
  reviewCount: number;
  averageRating: number | null;
}

export interface ProductPage {
  items: ProductCard[];
  /** Opaque; pass back as `cursor` for the next page. */
  nextCursor: string | null;
}

export interface VariantView {
  variantId: string;
  platform: { code: string; name: string; iconUrl: string | null };
  region: { code: string; name: string; isGlobal: boolean; excludedCountries: string[] };
  priceUsdCents: number;
  retailPriceUsdCents: number | null;
  faceValue: string | null;
  stockState: StockState;
  languages: string[];
  activationInstructions: string | null;
  systemRequirements: Record<string, string>;
  /** The variant's own words in es and pt (an account's contents; instructions, its own or its platform's). */
  translations?: Translations<'faceValue' | 'activationInstructions'>;
}

export interface ProductDetail {
  productId: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  productType: ProductType;
  category: string;
  tags: string[];
  developer: string | null;
  publisher: string | null;
  releaseDate: string | null;
  isPreorder: boolean;
  preorderEndDate: string | null;
  expectedDeliveryDate: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  rating: number | null;
  featured: boolean;
  deliveryType: 'instant' | 'manual' | 'scheduled';
  ageRating: string | null;
  /** Review count and mean review rating (0–100), kept on the product with every review write. */
  reviewCount: number;
  averageRating: number | null;
  variants: VariantView[];
  translations?: Translations<'name' | 'description' | 'seoTitle' | 'seoDescription'>;
}

export interface SlideView {
  slideId: string;
  productId: string;
  productSlug: string | null;
  /** The variant the slide advertises, as the product page's query (?platform=&region=&edition=); null opens the default. */
  target: { platform: string; region: string; edition: string } | null;
  title: string;
  subtitle: string | null;
  /** The custom price, else the targeted variant's (shared/catalog/featured-slide.ts `slideOffer`). */
  priceUsdCents: number | null;
  originalPriceUsdCents: number | null;
  discountPercentage: number | null;
  imageUrl: string | null;
  backgroundGradient: string;
  ctaText: string;
  hideTitle: boolean;
  translations?: Translations<'title' | 'subtitle' | 'ctaText'>;
}
