import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { platformCodes } from '../../shared/catalog/platform';
import { browseRequest, type BrowsePin } from '../../shared/search/browse-request';
import { searchAnswerKey, searchProducts } from '../../shared/search/product-search';
import type { SearchAnswer } from '../../shared/search/search-answer';
import { categoryFromSlug, categoryName, categorySlug } from '../../web/src/lib/i18n/catalog-terms';
import { categories } from '../../web/src/config/categories';
import { defaultLanguage } from '../../web/src/lib/i18n/languages';
import { fillTemplate } from '../../web/src/lib/i18n/messages';
import { searchMessages } from '../../web/src/features/search/messages';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';
import { headTags } from './page-document';
import type { PageData } from './page-data';

let answers: TtlCache<SearchAnswer> | undefined;

/** The pin a browse path names, or null for a platform code or category slug the store does not have. */
export function browsePin(kind: 'platform' | 'category', raw: string): BrowsePin | null {
  if (kind === 'platform') return (platformCodes as readonly string[]).includes(raw) ? { facet: 'platform', value: raw } : null;
  const code = categoryFromSlug(raw);
  return code ? { facet: 'category', value: code } : null;
}

/**
 * A browse page's data: the first page of its search through the engine's reader, under the key the browser's
 * search finds it by, so hydration starts from the same results without asking again. Server pages render in the
 * default language; a visitor in another one gets the SPA's own render, which searches that language's index.
 */
export async function browsePageData(d: Deps, pin: BrowsePin, event: APIGatewayProxyEventV2): Promise<PageData> {
  const request = browseRequest(pin, new URLSearchParams(event.rawQueryString ?? ''), defaultLanguage);
  const key = searchAnswerKey(request);
  // As long as the catalogue list is cached: stock and prices may lag by that much, as they do on the home page.
  answers ??= new TtlCache(d.config.CATALOG_CACHE_MS, { maxEntries: 100 });
  const answer = await answers.get(key, () => searchProducts(d.searchReader.search, request));
  const path = pin.facet === 'platform' ? `/platform/${pin.value}` : `/category/${categorySlug(pin.value)}`;
  return {
    swr: { [key]: answer },
    head: headTags({ description: browseDescription(pin), robots: 'index,follow', canonicalUrl: `${d.config.PUBLIC_BASE_URL}${path}` }),
  };
}

/** The browse page's own description, in the default language the server renders (the SPA sets the visitor's). */
function browseDescription(pin: BrowsePin): string {
  const words = searchMessages[defaultLanguage];
  if (pin.facet === 'platform') {
    const name = categories.find((c) => c.code === pin.value)?.name ?? pin.value;
    return fillTemplate(words.platformDescription, { name });
  }
  return fillTemplate(words.categoryDescription, { name: categoryName(pin.value, defaultLanguage) });
}
