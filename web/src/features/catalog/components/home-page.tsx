import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { useHome } from '../api/use-home';
import { catalogMessages } from '../messages';
import { FeaturesBlockSkeleton } from './features-block-skeleton';
import { PlatformStrip } from './platform-strip';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { PromoSliderSkeleton } from './promo-slider-skeleton';

// Each block is its own chunk (spec §2: they load lazily); each skeleton holds the block's exact box meanwhile.
const PromoSlider = lazy(() => import('./promo-slider').then((m) => ({ default: m.PromoSlider })));
const ProductGrid = lazy(() => import('./product-grid').then((m) => ({ default: m.ProductGrid })));
const FeaturesBlock = lazy(() => import('./features-block').then((m) => ({ default: m.FeaturesBlock })));

export function HomePage() {
  const t = useMessages(catalogMessages);
  const { data, error, mutate } = useHome();
  return (
    <>
      <title>{t('pageTitle')}</title>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <Suspense fallback={<PromoSliderSkeleton />}>
        {data || error ? <PromoSlider slides={data?.slides ?? []} products={data?.products.items ?? []} /> : <PromoSliderSkeleton />}
      </Suspense>
      <PlatformStrip counts={data?.platformCounts} />
      <section id="all-products" className="home-products" aria-labelledby="all-products-heading">
        <h2 id="all-products-heading">{t('allProducts')}</h2>
        {error && !data ? (
          <div className="status-panel" role="alert">
            <h3>{t('loadFailed')}</h3>
            <p className="muted">{error.message}</p>
            <Button onClick={() => void mutate()}>{t('tryAgain')}</Button>
          </div>
        ) : (
          <Suspense fallback={<ProductGridSkeleton />}>{data ? <ProductGrid first={data.products} /> : <ProductGridSkeleton />}</Suspense>
        )}
      </section>
      <Suspense fallback={<FeaturesBlockSkeleton />}>
        <FeaturesBlock />
      </Suspense>
    </>
  );
}
