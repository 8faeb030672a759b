import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard as ProductCardView } from '../../../../../shared/catalog/catalog-views';
import { languageStorageKey, type LanguageCode } from '@/lib/i18n/languages';
import { PreferencesProvider } from '@/lib/preferences';
import { SsrHintsProvider } from '@/lib/ssr-hints';
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
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === languageStorageKey ? language : null), setItem: () => undefined });
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={product} /> }], { initialEntries: ['/'] });
  const html = renderToString(
    <SsrHintsProvider value={{ mobile: false, origin: null }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <PreferencesProvider>
          <RouterProvider router={router} />
        </PreferencesProvider>
      </SWRConfig>
    </SsrHintsProvider>,
  );
  return html.match(/<img [^>]*?src="([^"]*)"/)?.[1];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
