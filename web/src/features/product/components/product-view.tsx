import { useEffect, useMemo } from 'react';
import { track } from '@/lib/analytics';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { productSeoDescription, productSeoTitle } from '../../../../../shared/catalog/product-seo';
import { usePublicOrigin } from '@/lib/ssr-hints';
import { placeholderImage } from '@/components/product-image';
import { getHref } from '@/config/paths';
import { useDocumentHead } from '@/lib/use-document-head';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useProductModel, type ProductModel } from '../hooks/use-product-model';
import { productJsonLd } from '../utils/product-json-ld';
import { shownProduct } from '../utils/shown-product';
import { usePreferences } from '@/lib/preferences';
import { DesktopProduct } from './desktop-product';
import { MobileProduct } from './mobile-product';

/** A loaded product: its search-engine metadata and the layout for the screen width. */
export function ProductView({ product }: { product: ProductDetail }) {
  const { language } = usePreferences();
  const model = useProductModel(useMemo(() => shownProduct(product, language), [product, language]));
  const isMobile = useIsMobile();
  useEffect(() => track('product_view', { productId: product.productId }), [product.productId]);
  return (
    <>
      <ProductHead model={model} />
      {isMobile ? <MobileProduct model={model} /> : <DesktopProduct model={model} />}
    </>
  );
}

function ProductHead({ model }: { model: ProductModel }) {
  const { product, variant, stock } = model;
  // The server's origin while hydrating its HTML, so the JSON-LD reads the same on both sides.
  const origin = usePublicOrigin();
  const canonicalUrl = `${origin}${getHref('productBySlug', { slug: product.slug })}`;
  const cheapest = product.variants.reduce<ProductDetail['variants'][number] | null>((low, v) => (!low || v.priceUsdCents < low.priceUsdCents ? v : low), null);
  const jsonLd = productJsonLd({
    product,
    variant: variant ?? cheapest,
    stock,
    url: canonicalUrl,
    image: new URL(product.imageUrl ?? placeholderImage, origin || 'http://localhost').href,
    now: new Date(),
  });
  useDocumentHead({ description: productSeoDescription(product), robots: 'index,follow', canonicalUrl });
  return (
    <>
      <title>{productSeoTitle(product)}</title>
      {/* In the body, so the server's HTML carries it and hydration adopts it; "<" is escaped so no text can close it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </>
  );
}
