import { Link } from 'react-router-dom';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { RatingSummary } from '@/components/rating-summary';
import { buttonVariants } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { regionName } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { searchMessages } from '../messages';
import { cardView } from '../utils/card-view';
import { highlightParts } from '../utils/highlight-parts';
import type { ResultHit } from '../utils/search-session';
import { HighlightedText } from './highlighted-text';

/**
 * One product: image, the platforms and regions its matching variants come in, rating, description snippet, the
 * lowest matching price and 'View Details'.
 */
export function ResultCard({ hit, regionChosen, onOpen }: { hit: ResultHit; regionChosen: boolean; onOpen?: () => void }) {
  const t = useMessages(searchMessages);
  const { language } = usePreferences();
  const view = cardView(hit);
  const name = hit._highlightResult?.name?.value;
  const snippet = hit._snippetResult?.description?.value;
  const [region] = view.regions;
  return (
    // Any of the card's links opens the product: one listener for the click-through report.
    <article className="search-card" data-testid="search-result" onClickCapture={(e) => (e.target as Element).closest('a') && onOpen?.()}>
      <Link to={view.href} className="search-card-media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={hit.image_url} alt="" width={400} height={300} loading="lazy" decoding="async" />
        <span className="search-card-badges">
          {view.platforms.map((platform) => (
            <Badge key={platform.code} variant="accent">
              {platform.name}
            </Badge>
          ))}
          <Badge>{view.regions.length === 1 && region ? regionName(region.code, language, region.name) : t('regionsCount', { count: view.regions.length })}</Badge>
          {hit.is_preorder && <Badge variant="warning">{t('preorder')}</Badge>}
        </span>
      </Link>
      <div className="search-card-body">
        <h2 className="search-card-name">
          <Link to={view.href}>{name ? <HighlightedText parts={highlightParts(name)} /> : hit.name}</Link>
        </h2>
        <RatingSummary score={hit.rating} reviewCount={hit.review_count} className="rating-summary-compact" />
        <p className="search-card-description">{snippet ? <HighlightedText parts={highlightParts(snippet)} /> : hit.description}</p>
        {view.options > 1 && (
          <p className="search-card-options muted" data-testid="search-result-options">
            {t('optionsCount', { count: view.options })}
          </p>
        )}
        <p className="search-card-price">
          {/* One price only when one variant matches; otherwise the lowest of them (storefront §2's 'Starting at:'). */}
          <span className="muted">{regionChosen && view.options === 1 ? t('price') : t('startingAt')} </span>
          <Price usdCents={Math.round(view.priceUsd * 100)} className="search-card-amount" data-testid="search-result-price" />
        </p>
        <Link to={view.href} className={buttonVariants.primary}>
          {t('viewDetails')}
        </Link>
      </div>
    </article>
  );
}
