import { Link } from 'react-router-dom';
import type { SlideView } from '../../../../../shared/catalog/catalog-views';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { buttonVariants } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/i18n/localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { catalogMessages } from '../messages';
import { slideBackground } from '../utils/slide-background';

interface PromoSlideProps {
  slide: SlideView;
  position: number;
  total: number;
  active: boolean;
  /** The slide's own image, else the product's card image. */
  imageUrl: string | null;
}

export function PromoSlide({ slide, position, total, active, imageUrl }: PromoSlideProps) {
  const t = useMessages(catalogMessages);
  const { language } = usePreferences();
  const title = localized(slide, 'title', language);
  const subtitle = localized(slide, 'subtitle', language);
  const page = slide.productSlug ? getHref('productBySlug', { slug: slide.productSlug }) : getHref('product', { productId: slide.productId });
  // The advertised variant, in the query the product page selects its variant from.
  const href = slide.target ? `${page}?${new URLSearchParams(slide.target).toString()}` : page;
  const price = slide.priceUsdCents;
  const original = slide.originalPriceUsdCents;
  const onSale = price !== null && original !== null && original > price;
  // 'Shop Now' is the admin form's default, so it reads in the visitor's language; a custom text is shown as written.
  const cta = slide.ctaText === 'Shop Now' ? t('shopNow') : localized(slide, 'ctaText', language);
  return (
    <div
      className="promo-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('slideOf', { index: position + 1, total })}
      inert={!active}
      style={{ background: slideBackground(slide.backgroundGradient) }}
      data-testid="promo-slide"
    >
      <div className="promo-slide-content">
        {slide.discountPercentage !== null && slide.discountPercentage > 0 && (
          <span className="promo-discount">{t('discount', { percent: slide.discountPercentage })}</span>
        )}
        <h2 className={slide.hideTitle ? 'visually-hidden' : 'promo-title'}>{title}</h2>
        {subtitle && <p className="promo-subtitle">{subtitle}</p>}
        {price !== null && (
          <p className="promo-price">
            <Price usdCents={price} className="promo-price-now" />
            {onSale && (
              <>
                <span className="visually-hidden">{t('wasPrice')}</span> <Price usdCents={original} struck className="promo-price-was" />
              </>
            )}
          </p>
        )}
        <Link to={href} className={cn(buttonVariants.primary, 'promo-cta')} aria-label={`${cta}: ${title}`}>
          {cta}
        </Link>
      </div>
      <div className="promo-slide-media">
        <ProductImage src={imageUrl} alt="" width={400} height={300} loading={position === 0 ? 'eager' : 'lazy'} fetchPriority={position === 0 ? 'high' : 'auto'} />
      </div>
    </div>
  );
}
