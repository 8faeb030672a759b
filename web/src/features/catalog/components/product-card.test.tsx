import { describe, expect, it } from 'vitest';
import type { ProductCard as ProductCardView } from '../../../../../shared/catalog/catalog-views';
import type { LanguageCode } from '@/lib/i18n/languages';
import { renderOnServer } from '@/lib/testing/render-on-server';
import { ProductCard } from './product-card';

const card = (imageUrl: string | null): ProductCardView => ({
  productId: 'prd_starfall-odyssey',
  slug: 'starfall-odyssey',
  name: 'Starfall Odyssey',
  imageUrl,
  productType: 'key',
  category: 'Games',
  platforms: [
    { code: 'playstation', name: 'PlayStation' },
    { code: 'steam', name: 'Steam' },
  ],
  fromPriceUsdCents: 4999,
  retailPriceUsdCents: null,
  stockState: 'in_stock',
  isPreorder: false,
  rating: null,
  reviewCount: 0,
  averageRating: null,
});

/** The card's image src for a visitor who chose `language`. */
function cardImage(product: ProductCardView, language: LanguageCode): string | undefined {
  return renderOnServer(<ProductCard product={product} />, { language }).match(/<img [^>]*?src="([^"]*)"/)?.[1];
}

describe("a product card's cover", () => {
  it('shows the generated cover drawn in the visitor’s language, for the card’s first platform', () => {
    const generated = card('/products/cover-prd_starfall-odyssey.svg');

    expect(cardImage(generated, 'en')).toBe('/products/cover-prd_starfall-odyssey.svg');
    expect(cardImage(generated, 'es')).toBe('/products/cover-prd_starfall-odyssey.playstation.es.svg');
    expect(cardImage(generated, 'pt')).toBe('/products/cover-prd_starfall-odyssey.playstation.pt.svg');
  });

  it('shows an uploaded image as it is in every language', () => {
    const uploaded = card('https://images.example/starfall.webp');

    expect(cardImage(uploaded, 'es')).toBe('https://images.example/starfall.webp');
  });
});
