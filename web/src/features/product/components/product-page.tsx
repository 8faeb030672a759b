import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import { apiKey } from '@/lib/use-api';
import { useProduct } from '../api/use-product';
import { productMessages } from '../messages';
import { ProductView } from './product-view';

/** Serves both /product/:productId and the canonical /p/:slug. */
export function ProductPage() {
  const t = useMessages(productMessages);
  const { productId, slug } = useParams();
  const { data: product, error, mutate } = useProduct({ productId, slug });
  const { mutate: writeCache } = useSWRConfig();
  const navigate = useNavigate();
  const { search } = useLocation();
  const missing = error && (error.status === 404 || error.status === 400);

  useEffect(() => {
    if (!productId || !product?.slug) return;
    // Seed the slug key so the canonical route renders at once instead of fetching the same product again.
    void writeCache(apiKey('/api/products/by-slug/{slug}', { params: { slug: product.slug } }), product, { revalidate: false });
    void navigate(`${getHref('productBySlug', { slug: product.slug })}${search}`, { replace: true });
  }, [productId, product, search, navigate, writeCache]);

  useEffect(() => {
    if (error && !missing) toast({ title: t('loadFailed'), description: error.message, variant: 'destructive' });
  }, [error, missing, t]);

  if (missing) {
    return (
      <section className="status-screen">
        <title>{`${t('notFound')} | NeonKeys`}</title>
        <meta name="robots" content="noindex" />
        <h1>{t('notFound')}</h1>
        <p className="muted">{t('notFoundText')}</p>
        <Link to={getHref('home')} className={buttonVariants.primary}>
          {t('returnHome')}
        </Link>
      </section>
    );
  }
  if (error && !product) {
    return (
      <section className="status-screen">
        <h1>{t('loadFailed')}</h1>
        <p className="muted">{t('couldNotLoad')}</p>
        <Button onClick={() => void mutate()}>{t('tryAgain')}</Button>
      </section>
    );
  }
  if (!product) return <Spinner className="page-spinner pdp-loading" label={t('loading')} />;
  return <ProductView product={product} />;
}
