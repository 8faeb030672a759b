import type { ProductPage, SlideView } from '../catalog/catalog-views';
import type { StockState } from '../catalog/stock-state';

export interface PlatformCount {
  code: string;
  name: string;
  /** Active products with at least one active variant on this platform. */
  count: number;
}

/** Everything the home page needs in one request. */
export interface HomeData {
  slides: SlideView[];
  products: ProductPage;
  platformCounts: PlatformCount[];
}

/** The live stock of one variant: the counter, never a key listing. */
export interface VariantAvailability {
  variantId: string;
  availableKeys: number;
  forceAvailable: boolean;
  stockState: StockState;
}

export interface RegionView {
  regionId: string;
  code: string;
  name: string;
  isGlobal: boolean;
  restrictions: string | null;
  excludedCountries: { code: string; name: string }[];
  /** Whether a key of this region activates in the `country` asked about; null when no country was given. */
  countryAllowed: boolean | null;
}

/** Where the visitor is, from CloudFront's viewer headers (a configured default on one machine). */
export interface GeoLocation {
  country: string | null;
  countryCode: string | null;
  region: string | null;
  city: string | null;
  ip: string | null;
}

export interface ReviewView {
  reviewId: string;
  /** 0–100, shown as a percentage. */
  rating: number;
  comment: string;
  reviewerName: string;
  date: string;
  pros: string[];
  cons: string[];
  /** Written by a shopper whose completed order held the product (seeded demo reviews are not). */
  verifiedPurchase: boolean;
}

export interface ReviewPage {
  items: ReviewView[];
  count: number;
  /** Mean rating 0–100 over the product's visible reviews, or null without reviews. */
  averageRating: number | null;
  nextCursor: string | null;
}
