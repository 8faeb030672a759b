import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import type { LanguageCode } from '@/lib/i18n/languages';
import { renderOnServer } from '@/lib/testing/render-on-server';
import { createProductDetail, createVariantView } from '../utils/product-detail.factory';
import { ProductView } from './product-view';

/** The src of the product page's own image, rendered at `address` for a visitor who chose `language`, in either layout. */
function pageImage(product: ProductDetail, address: string, language: LanguageCode, { mobile = false } = {}): string | undefined {
  const html = renderOnServer(<ProductView product={product} />, { path: '/p/:slug', address, mobile, language });
  const image = html.match(/<img [^>]*class="pdp-image"[^>]*>/)?.[0];
  return image?.match(/ src="([^"]*)"/)?.[1];
}

const steamWallet = createProductDetail({
  productId: 'prd_steam-wallet-gift-card',
  slug: 'steam-wallet-gift-card',
  name: 'Steam Wallet Gift Card',
  productType: 'gift_card',
  imageUrl: '/products/cover-prd_steam-wallet-gift-card.svg',
  variants: [
    createVariantView({ variantId: 'steam-20', faceValue: '$20' }),
    createVariantView({ variantId: 'ps-20', faceValue: '$20', platform: { code: 'playstation', name: 'PlayStation', iconUrl: null } }),
  ],
});

describe("the product page's cover", () => {
  it("shows the first variant's platform cover in English by default", () => {
    expect(pageImage(steamWallet, '/p/steam-wallet-gift-card', 'en')).toBe('/products/cover-prd_steam-wallet-gift-card.steam.en.svg');
  });

  it.each([
    ['en', false, '/products/cover-prd_steam-wallet-gift-card.playstation.en.svg'],
    ['es', false, '/products/cover-prd_steam-wallet-gift-card.playstation.es.svg'],
    ['pt', false, '/products/cover-prd_steam-wallet-gift-card.playstation.pt.svg'],
    ['es', true, '/products/cover-prd_steam-wallet-gift-card.playstation.es.svg'],
  ] as const)('follows the shopper to PlayStation in %s (mobile layout: %s)', (language, mobile, expected) => {
    expect(pageImage(steamWallet, '/p/steam-wallet-gift-card?platform=playstation&region=GLOBAL&edition=%2420', language, { mobile })).toBe(expected);
  });

  it('goes back to the Steam cover when the shopper picks Steam again, in their language', () => {
    expect(pageImage(steamWallet, '/p/steam-wallet-gift-card?platform=steam', 'pt')).toBe('/products/cover-prd_steam-wallet-gift-card.steam.pt.svg');
  });

  it('keeps an uploaded image whatever the platform and language', () => {
    const uploaded = { ...steamWallet, imageUrl: '/products/01J9ZUPLOAD.webp' };

    expect(pageImage(uploaded, '/p/steam-wallet-gift-card?platform=playstation', 'es')).toBe('/products/01J9ZUPLOAD.webp');
  });

  it('shows the placeholder for a product without any image', () => {
    expect(pageImage({ ...steamWallet, imageUrl: null }, '/p/steam-wallet-gift-card?platform=playstation', 'es')).toBe('/placeholder.svg');
  });
});
