import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { editionName, regionName } from '@/lib/i18n/catalog-terms';
import { usePreferences } from '@/lib/preferences';
import type { DropdownOption } from '../utils/dropdown-options';
import { highlightParts } from '../utils/highlight-parts';
import { matchParts } from '../utils/search-suggestions';
import { HighlightedText } from './highlighted-text';

/** What one dropdown entry shows: a product with thumbnail, platform, region and price, or a term. */
export function DropdownOptionContent({ option, query }: { option: DropdownOption; query: string }) {
  const { language } = usePreferences();
  if (option.kind === 'result') {
    const { hit } = option;
    const name = hit._highlightResult?.name?.value;
    return (
      <>
        <ProductImage src={hit.image_url} alt="" width={48} height={36} className="search-option-image" />
        <span className="search-option-text">
          <span className="search-option-name">{name ? <HighlightedText parts={highlightParts(name)} /> : hit.name}</span>
          <span className="search-option-meta">
            {hit.platform.name} · {regionName(hit.region.code, language, hit.region.name)}
            {hit.face_value ? ` · ${editionName(hit.face_value, language)}` : ''}
          </span>
        </span>
        <Price usdCents={Math.round(hit.price.USD * 100)} className="search-option-price" />
      </>
    );
  }
  if (option.kind === 'suggestion') {
    return (
      <span className="search-option-name">
        <HighlightedText parts={matchParts(option.suggestion.name, query)} />
      </span>
    );
  }
  return <span className="search-option-name">{option.term}</span>;
}

