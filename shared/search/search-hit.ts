import type { ProductType } from '../catalog/product';

/** One search record per sellable variant, in the shape the storefront's search reads (Algolia or embedded). */
export interface SearchHit {
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
  price: { USD: number };
  in_stock: boolean;
  is_preorder: boolean;
  categories: string[];
  keywords: string[];
  rating: number | null;
}
