import type { FilterList } from './filters/facet-filters';

/** The search parameters the engine understands; unknown ones are accepted and ignored, as Algolia ignores none but we need few. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string[];
  filters?: string;
  facetFilters?: FilterList;
  numericFilters?: FilterList;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  getRankingInfo?: boolean;
  maxValuesPerFacet?: number;
  clickAnalytics?: boolean;
  typoTolerance?: boolean | string;
  /** Keep the best record (true or 1) or the best N (up to 4) of each `attributeForDistinct` group. */
  distinct?: boolean | number;
  /** Count every facet over the records distinct keeps rather than over every match. */
  facetingAfterDistinct?: boolean;
  facetQuery?: string;
  maxFacetHits?: number;
  params?: string;
  [parameter: string]: unknown;
}

const listParameters = new Set(['facets', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'facetFilters', 'numericFilters', 'tagFilters']);

/**
 * Merges the URL-encoded `params` string (the v4 clients and InstantSearch send it) with the JSON fields (v5 sends
 * those); a JSON field wins. Lists come as JSON arrays or comma-separated text, numbers and booleans as text.
 */
export function readSearchParams(body: Record<string, unknown>): SearchParams {
  const { params, ...fields } = body;
  const merged: SearchParams = {};
  if (typeof params === 'string') {
    for (const [name, raw] of new URLSearchParams(params)) merged[name] = decodeValue(name, raw);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) merged[name] = typeof value === 'string' && name !== 'query' && name !== 'facetQuery' ? decodeValue(name, value) : value;
  }
  if (typeof merged.facets === 'string') merged.facets = [merged.facets];
  return merged;
}

function decodeValue(name: string, raw: string): unknown {
  const trimmed = raw.trim();
  if (name === 'query' || name === 'facetQuery' || name === 'filters') return raw;
  if (trimmed.startsWith('[') || trimmed === 'true' || trimmed === 'false' || /^-?\d+(\.\d+)?$/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return raw;
    }
  }
  if (listParameters.has(name) && name !== 'facetFilters' && name !== 'numericFilters') return trimmed === '' ? [] : trimmed.split(',');
  return raw;
}

/** The `params` echo of a response: the request's parameters URL-encoded, lists as JSON, as Algolia reports them. */
export function encodeSearchParams(body: Record<string, unknown>): string {
  if (typeof body.params === 'string' && Object.keys(body).length === 1) return body.params;
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || name === 'indexName' || name === 'type' || name === 'facet') continue;
    if (name === 'params' && typeof value === 'string') {
      if (value !== '') pairs.push(value);
      continue;
    }
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return pairs.join('&');
}
