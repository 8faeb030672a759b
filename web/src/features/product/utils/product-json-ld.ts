import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';
import { scoreToStars } from './product-rating';
import type { ShownStock } from './stock-view';

const availability: Record<ShownStock, string> = {
  in_stock: 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
  limited: 'https://schema.org/LimitedAvailability',
};

const priceValidityDays = 30;

interface JsonLdInput {
  product: ProductDetail;
  /** The selected variant, else the cheapest; none means no offer. */
  variant: Pick<VariantView, 'variantId' | 'priceUsdCents'> | null;
  stock: ShownStock;
  /** Absolute URL of the canonical page. */
  url: string;
  /** Absolute image URL. */
  image: string;
  now: Date;
}

/** schema.org Product data for search engines, with a 30-day offer and a 1–5 aggregate rating when reviewed. */
export function productJsonLd({ product, variant, stock, url, image, now }: JsonLdInput): Record<string, unknown> {
  const validUntil = new Date(now.getTime() + priceValidityDays * 86_400_000).toISOString().slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.seoDescription ?? product.description,
    image,
    url,
    category: product.category,
    ...(product.publisher ? { brand: { '@type': 'Brand', name: product.publisher } } : {}),
    ...(variant
      ? {
          sku: variant.variantId,
          offers: {
            '@type': 'Offer',
            url,
            price: (variant.priceUsdCents / 100).toFixed(2),
            priceCurrency: 'USD',
            priceValidUntil: validUntil,
            availability: availability[stock],
          },
        }
      : {}),
    ...(product.reviewCount > 0 && product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.max(1, scoreToStars(product.averageRating)),
            bestRating: 5,
            worstRating: 1,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}
