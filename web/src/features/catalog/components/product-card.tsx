import { Link } from 'react-router-dom';
import type { ProductCard as ProductCardView } from '../../../../../shared/catalog/catalog-views';
import { formatPrice } from '../../../../../shared/money/price';
import { ProductImage } from '../../../components/product-image';
import { cardBadges } from '../../../components/stock-label';
import { Badge } from '../../../components/ui/badge';
import { getHref } from '../../../config/paths';

const typeLabels: Record<string, string> = { gift_card: 'Gift Card', key: 'Game Key', account: 'Account' };

export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const href = product.slug ? getHref('productBySlug', { slug: product.slug }) : getHref('product', { productId: product.productId });
  const onSale = product.fromPriceUsdCents !== null && product.retailPriceUsdCents !== null && product.retailPriceUsdCents > product.fromPriceUsdCents;
  return (
    <Link to={href} className="product-card" data-testid="product-card">
      <div className="product-card-media">
        <ProductImage src={product.imageUrl} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <div className="product-card-badges">
          {cardBadges(product.stockState, product.isPreorder).map((badge) => (
            <Badge key={badge.text} variant={badge.variant}>
              {badge.text}
            </Badge>
          ))}
        </div>
      </div>
      <div className="product-card-body">
        <span className="product-card-type">{typeLabels[product.productType] ?? product.category}</span>
        <h3 className="product-card-name">{product.name}</h3>
        {product.platforms.length > 0 && <p className="product-card-platforms">{product.platforms.map((p) => p.name).join(' · ')}</p>}
        <p className="product-card-price">
          {product.fromPriceUsdCents === null ? (
            <span className="muted">Price unavailable</span>
          ) : (
            <>
              <span className="muted">From </span>
              <strong>{formatPrice(product.fromPriceUsdCents)}</strong>
              {onSale && <s className="muted"> {formatPrice(product.retailPriceUsdCents ?? 0)}</s>}
            </>
          )}
        </p>
      </div>
    </Link>
  );
}
