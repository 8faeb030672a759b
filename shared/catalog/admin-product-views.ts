import type { ProductType } from './product';
import type { ProductCategory } from './product-draft';
import type { ageRatings, deliveryTypes } from './product';

/** A row of the back office's product table: every product, active or not. */
export interface AdminProductRow {
  productId: string;
  name: string;
  slug: string;
  productType: ProductType;
  category: string;
  isActive: boolean;
  isPreorder: boolean;
  imageUrl: string | null;
  variantCount: number;
  createdAt: string;
}

/** A variant as the product's View dialog summarises it (read-only; the inventory screens change it). */
export interface AdminVariantSummary {
  variantId: string;
  platform: { platformId: string; name: string; code: string } | null;
  region: { regionId: string; name: string; code: string } | null;
  priceUsdCents: number;
  retailPriceUsdCents: number | null;
  faceValue: string | null;
  isActive: boolean;
  forceAvailable: boolean;
  availableKeys: number;
}

/** Every field of back-office §3 of one product, as the edit form takes them, with its variants. */
export interface AdminProductDetail {
  productId: string;
  slug: string;
  /** The product as last written: send it back with an edit so a change made meanwhile is not overwritten. */
  version: string;
  createdAt: string;
  updatedAt: string;
  draft: ProductFormValues;
  variants: AdminVariantSummary[];
}

export interface AdminProductSaved {
  productId: string;
  slug: string;
  version: string;
}

/** A pre-signed POST the browser sends the image with (S3's browser-based upload). */
export interface ImageUploadTicket {
  url: string;
  fields: Record<string, string>;
  /** Where the image is served once uploaded, on the store's public origin. */
  publicUrl: string;
  /** The same on the page's own origin (`/products/…`): what a product stores, so the image shows at any host name. */
  path: string;
  key: string;
  maxBytes: number;
  expiresAt: string;
}

/** A product's fields as the edit form holds them: '' for an empty text or date (a date is 'YYYY-MM-DD'). */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  productType: ProductType;
  category: ProductCategory;
  developer: string;
  publisher: string;
  ageRating: (typeof ageRatings)[number] | '';
  tags: string[];
  deliveryType: (typeof deliveryTypes)[number];
  releaseDate: string;
  imageUrl: string;
  isActive: boolean;
  isPreorder: boolean;
  preorderStartDate: string;
  preorderEndDate: string;
  expectedDeliveryDate: string;
  preorderDeliveryInfo: string;
  seoTitle: string;
  seoDescription: string;
  searchKeywords: string[];
}
