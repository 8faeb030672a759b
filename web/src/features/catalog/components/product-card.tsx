import { Link } from 'react-router-dom';
import type { ProductCard as ProductCardView } from '../../../../../shared/catalog/catalog-views';
import { coverUrlFor } from '../../../../../shared/catalog/cover-url';
import { productScore } from '../../../../../shared/catalog/product-score';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { RatingSummary } from '@/components/rating-summary';
import { cardBadgeStates, stockLabel } from '@/components/stock-label';
import { Badge } from '@/components/ui/badge';
import { getHref } from '@/config/paths';
import { localized } from '@/lib/i18n/localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { useProductTypeLabel } from '@/lib/i18n/product-type-labels';
import { catalogMessages } from '../messages';

export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const t = useMessages(catalogMessages);
  const typeLabel = useProductTypeLabel();
  const { language } = usePreferences();
  const href = product.slug ? getHref('productBySlug', { slug: product.slug }) : getHref('product', { productId: product.productId });
  const price = product.fromPriceUsdCents;
  const retail = product.retailPriceUsdCents;
  const onSale = price !== null && retail !== null && retail > price;
  // A generated cover names the product type in words: its default is drawn in English, so another language shows
  // the sibling drawn in it (for the card's first platform). An uploaded image is shown as it is.
  const image = language === 'en' ? product.imageUrl : coverUrlFor(product.imageUrl, product.platforms[0]?.code, language);
  return (
    <Link to={href} className="product-card" data-testid="product-card">
      <div className="product-card-media">
        <ProductImage src={image} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <div className="product-card-badges">
          {cardBadgeStates(product.stockState, product.isPreorder).map((state) => (
            <Badge key={state} variant={stockLabel(state).variant}>
              {t(`stock_${state}`)}
            </Badge>
          ))}
        </div>
      </div>
      <div className="product-card-body">
        <span className="product-card-type">{typeLabel(product.productType)}</span>
        <h3 className="product-card-name">{localized(product, 'name', language)}</h3>
        <p className="product-card-platforms">{product.platforms.map((p) => p.name).join(' · ')}</p>
        <RatingSummary score={productScore(product)} reviewCount={product.reviewCount} className="rating-summary-compact" />
        <p className="product-card-price">
          {price === null ? (
            <span className="muted">{t('priceUnavailable')}</span>
          ) : (
            <>
              <span className="muted">{t('from')} </span>
              <Price usdCents={price} className="product-card-amount" data-testid="card-price" />
              {onSale && (
                <>
                  {' '}
                  <Price usdCents={retail} struck className="muted" />
                </>
              )}
            </>
          )}
        </p>
      </div>
    </Link>
  );
}
