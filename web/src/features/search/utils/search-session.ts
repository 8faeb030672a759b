import type { SearchLanguage } from '../../../../../shared/search/index-names';
import type { SearchAnswer } from '../../../../../shared/search/search-answer';
import type { SearchRequest } from '../../../../../shared/search/search-request';
import { SearchCache, searchCacheKey } from './search-cache';

export type { ResultHit, SearchAnswer } from '../../../../../shared/search/search-answer';

export interface SearchState {
  status: 'idle' | 'loading' | 'results' | 'error';
  query: string;
  answer: SearchAnswer | null;
}

export const idleState: SearchState = { status: 'idle', query: '', answer: null };

export interface SessionSearch {
  request: SearchRequest;
  currency: string;
  language: SearchLanguage;
  /** The platform filter, passed through to `onAnswer` for the search log. */
  platform?: string | null;
  /** A browse page (or a results page narrowed by filters alone): searched without any query text. */
  browse?: boolean;
}

export interface SearchSessionOptions {
  run(request: SearchRequest, signal: AbortSignal): Promise<SearchAnswer>;
  onChange(state: SearchState): void;
  /** Called once for every search that produced an answer, from the network or the cache. */
  onAnswer?(search: SessionSearch, answer: SearchAnswer): void;
  cache?: SearchCache<SearchAnswer>;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Storefront §4 search states: idle, loading, then results or error. A new search aborts the one in flight, and an
 * aborted or superseded answer is dropped silently (the request is aborted through its signal, and a sequence number
 * guards against an answer that was already on its way). Clearing aborts and resets everything.
 */
export class SearchSession {
  private sequence = 0;
  private controller: AbortController | null = null;
  private readonly cache: SearchCache<SearchAnswer>;

  constructor(private readonly options: SearchSessionOptions) {
    this.cache = options.cache ?? new SearchCache();
  }

  private keyOf(request: SearchRequest, currency: string, language: string): string {
    return searchCacheKey({
      query: request.query,
      // The sort (index), page, size and grouping change the answer as much as the filters do.
      filters: JSON.stringify([request.filters, request.indexName, request.page, request.hitsPerPage, request.facets, request.distinct]),
      currency,
      language,
    });
  }

  async search(search: SessionSearch): Promise<void> {
    const { request, currency, language } = search;
    if (!request.query && !search.browse) return this.clear();
    this.controller?.abort();
    const mine = ++this.sequence;
    const key = this.keyOf(request, currency, language);
    const cached = this.cache.get(key);
    if (cached) {
      this.controller = null;
      this.options.onChange({ status: 'results', query: request.query, answer: cached });
      this.options.onAnswer?.(search, cached);
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.options.onChange({ status: 'loading', query: request.query, answer: null });
    try {
      const answer = await this.options.run(request, controller.signal);
      if (mine !== this.sequence) return;
      this.cache.set(key, answer);
      this.options.onChange({ status: 'results', query: request.query, answer });
      this.options.onAnswer?.(search, answer);
    } catch (error) {
      if (mine !== this.sequence || isAbort(error)) return;
      // The shopper sees 'Search failed', never the engine's own text (Algolia's "Unreachable hosts…" and the like).
      this.options.onChange({ status: 'error', query: request.query, answer: null });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Takes an answer the server already found for this search (a server-rendered page), so it is not asked again. */
  seed(search: SessionSearch, answer: SearchAnswer): void {
    const { request, currency, language } = search;
    this.cache.set(this.keyOf(request, currency, language), answer);
  }

  /** Clearing the query: the search in flight is aborted and results, suggestions, count and facets reset. */
  clear(): void {
    this.sequence++;
    this.controller?.abort();
    this.controller = null;
    this.options.onChange(idleState);
  }
}
