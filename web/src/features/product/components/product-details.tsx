import { Link } from 'react-router-dom';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { formatPrice } from '../../../../../shared/money/price';
import { ProductImage } from '../../../components/product-image';
import { Badge } from '../../../components/ui/badge';
import { getHref } from '../../../config/paths';
import { descriptionBlocks } from '../utils/description-blocks';
import { VariantList } from './variant-list';

const typeLabels: Record<string, string> = { gift_card: 'Gift Card', key: 'Digital Key', account: 'Account' };

export function ProductDetails({ product }: { product: ProductDetail }) {
  const prices = product.variants.map((variant) => variant.priceUsdCents);
  const fromPrice = prices.length > 0 ? Math.min(...prices) : null;
  const makers = [product.publisher, product.developer].filter(Boolean).join(' · ');
  return (
    <article className="product-page">
      <title>{`${product.seoTitle ?? product.name} | NeonKeys`}</title>
      {product.seoDescription && <meta name="description" content={product.seoDescription} />}
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={getHref('home')}>Home</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-hero">
        <ProductImage className="product-hero-image" src={product.imageUrl} alt={product.name} width={800} height={600} />
        <div className="product-summary">
          <div className="badge-row">
            <Badge>{typeLabels[product.productType] ?? product.category}</Badge>
            {product.isPreorder && <Badge variant="accent">Pre-Order</Badge>}
          </div>
          <h1>{product.name}</h1>
          {makers && <p className="muted">{makers}</p>}
          {fromPrice !== null && (
            <p className="product-price">
              <span className="muted">{product.variants.length > 1 ? 'Starting at: ' : 'Price: '}</span>
              {formatPrice(fromPrice)}
            </p>
          )}
          {product.releaseDate && <p className="muted">Release date: {new Date(product.releaseDate).toLocaleDateString('en-US', { dateStyle: 'long' })}</p>}
          {product.isPreorder && product.expectedDeliveryDate && (
            <p className="muted">Expected delivery: {new Date(product.expectedDeliveryDate).toLocaleDateString('en-US', { dateStyle: 'long' })}</p>
          )}
        </div>
      </div>
      <section aria-labelledby="versions">
        <h2 id="versions">Available versions</h2>
        <VariantList variants={product.variants} faceValueLabel={product.productType === 'gift_card' ? 'Face value' : 'Edition'} />
      </section>
      <section aria-labelledby="about" className="product-description">
        <h2 id="about">About The Game</h2>
        {descriptionBlocks(product.description).map((block, index) =>
          block.kind === 'heading' ? <h3 key={index}>{block.text}</h3> : <p key={index}>{block.text}</p>,
        )}
      </section>
    </article>
  );
}
