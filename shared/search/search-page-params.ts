import { searchSorts, type SearchSort } from './index-names';
import type { SearchSelection } from './search-filters';

/** The results page's state, all of it in the address so a search can be shared and the back button works. */
export interface SearchPageParams {
  query: string;
  selection: Required<{ [K in keyof SearchSelection]: string | null }>;
  edition: string | null;
  sort: SearchSort;
  /** Zero-based, as the engine counts; the address shows it one-based. */
  page: number;
}

/** Address parameter of each selection field. */
export const selectionParams = {
  platform: 'platform',
  region: 'region',
  category: 'category',
  developer: 'developer',
  publisher: 'publisher',
  productType: 'type',
  price: 'price',
  availability: 'availability',
} as const satisfies Record<keyof SearchSelection, string>;

const value = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

export function readSearchPageParams(params: URLSearchParams): SearchPageParams {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const selection = Object.fromEntries(Object.entries(selectionParams).map(([key, name]) => [key, value(params, name)])) as SearchPageParams['selection'];
  return {
    query: params.get('q')?.trim() ?? '',
    selection,
    edition: value(params, 'edition'),
    sort: searchSorts.includes(sort as SearchSort) ? (sort as SearchSort) : 'relevance',
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/**
 * The address after one change: a new value (or null to remove it) for some parameters. Any change but the page
 * itself starts again from the first page.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, v] of Object.entries(changes)) {
    if (v) next.set(name, v);
    else next.delete(name);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
