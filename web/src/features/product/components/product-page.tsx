import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getHref } from '../../../config/paths';
import { apiKey } from '../../../lib/use-api';
import { useProduct } from '../api/use-product';
import { ProductDetails } from './product-details';

/** Serves both /product/:productId and the canonical /p/:slug. */
export function ProductPage() {
  const { productId, slug } = useParams();
  const { data: product, error, mutate } = useProduct({ productId, slug });
  const { mutate: writeCache } = useSWRConfig();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    if (!productId || !product?.slug) return;
    // Seed the slug key so the canonical route renders at once instead of fetching the same product again.
    void writeCache(apiKey('/api/products/by-slug/{slug}', { params: { slug: product.slug } }), product, { revalidate: false });
    void navigate(`${getHref('productBySlug', { slug: product.slug })}${search}`, { replace: true });
  }, [productId, product, search, navigate, writeCache]);

  if (error && (error.status === 404 || error.status === 400)) {
    return (
      <section className="status-screen">
        <title>Product not found | NeonKeys</title>
        <h1>Product not found</h1>
        <p className="muted">This product does not exist or is no longer sold.</p>
        <Link to={getHref('home')} className={buttonVariants.primary}>
          Return to Home
        </Link>
      </section>
    );
  }
  if (error) {
    return (
      <section className="status-screen" role="alert">
        <h1>The product could not be loaded</h1>
        <p className="muted">{error.message}</p>
        <Button onClick={() => void mutate()}>Try Again</Button>
      </section>
    );
  }
  if (!product) return <Spinner className="page-spinner" />;
  return <ProductDetails product={product} />;
}
