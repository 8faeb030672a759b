import { Link } from 'react-router-dom';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { buttonVariants } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { regionName } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { searchMessages } from '../messages';
import { highlightParts } from '../utils/highlight-parts';
import { productHref } from '../utils/product-href';
import type { ResultHit } from '../utils/search-session';
import { HighlightedText } from './highlighted-text';

/** One result: image, platform and region badges, rating, description snippet, price and 'View Details'. */
export function ResultCard({ hit, regionChosen }: { hit: ResultHit; regionChosen: boolean }) {
  const t = useMessages(searchMessages);
  const { language } = usePreferences();
  const href = productHref(hit);
  const name = hit._highlightResult?.name?.value;
  const snippet = hit._snippetResult?.description?.value;
  return (
    <article className="search-card" data-testid="search-result">
      <Link to={href} className="search-card-media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={hit.image_url} alt="" width={400} height={300} loading="lazy" decoding="async" />
        <span className="search-card-badges">
          <Badge variant="accent">{hit.platform.name}</Badge>
          <Badge>{regionName(hit.region.code, language, hit.region.name)}</Badge>
          {hit.is_preorder && <Badge variant="warning">{t('preorder')}</Badge>}
        </span>
      </Link>
      <div className="search-card-body">
        <h2 className="search-card-name">
          <Link to={href}>{name ? <HighlightedText parts={highlightParts(name)} /> : hit.name}</Link>
        </h2>
        {hit.rating !== null && (
          <span className="search-card-rating" role="img" aria-label={t('rating', { rating: hit.rating.toFixed(1) })}>
            ★ {hit.rating.toFixed(1)}
          </span>
        )}
        <p className="search-card-description">{snippet ? <HighlightedText parts={highlightParts(snippet)} /> : hit.description}</p>
        <p className="search-card-price">
          <span className="muted">{regionChosen ? t('price') : t('startingAt')} </span>
          <Price usdCents={Math.round(hit.price.USD * 100)} className="search-card-amount" />
        </p>
        <Link to={href} className={buttonVariants.primary}>
          {t('viewDetails')}
        </Link>
      </div>
    </article>
  );
}
