import type { ResultHit } from './search-session';
import type { SearchSuggestion } from './search-suggestions';
import { dropdownResultCount, trendingSearches } from './search-constants';

/** One selectable entry of the header dropdown, in the order the arrow keys move through them. */
export type DropdownOption =
  | { kind: 'result'; id: string; hit: ResultHit }
  | { kind: 'suggestion'; id: string; suggestion: SearchSuggestion }
  | { kind: 'recent' | 'trending'; id: string; term: string };

/** Recent searches shown above the trending terms while the box is blank. */
export const recentShown = 5;

/**
 * With text: the top 3 results, then the name suggestions. Blank: the latest recent searches, then the 5 trending
 * searches.
 */
export function dropdownOptions(query: string, hits: readonly ResultHit[], suggestions: readonly SearchSuggestion[], history: readonly string[]): DropdownOption[] {
  if (query.trim()) {
    return [
      ...hits.slice(0, dropdownResultCount).map((hit) => ({ kind: 'result' as const, id: `result-${hit.objectID}`, hit })),
      ...suggestions.map((suggestion) => ({ kind: 'suggestion' as const, id: `suggestion-${suggestion.objectID}`, suggestion })),
    ];
  }
  return [
    ...history.slice(0, recentShown).map((term, i) => ({ kind: 'recent' as const, id: `recent-${i}`, term })),
    ...trendingSearches.map((term, i) => ({ kind: 'trending' as const, id: `trending-${i}`, term })),
  ];
}

/** The next active index for an arrow key: wraps at both ends; -1 means none is active. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
