import type { StockState } from './stock-state';
import type { ProductType } from './product';

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
  /** Review count and mean review rating (0–100): with `rating`, what `productScore` shows on the card. */
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
}

export interface SlideView {
  slideId: string;
  productId: string;
  productSlug: string | null;
  title: string;
  subtitle: string | null;
  customPriceUsdCents: number | null;
  originalPriceUsdCents: number | null;
  discountPercentage: number | null;
  imageUrl: string | null;
  backgroundGradient: string;
  ctaText: string;
  hideTitle: boolean;
}
