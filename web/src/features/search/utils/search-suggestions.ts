import type { SearchHit } from '../../../../../shared/search/search-hit';
import type { SearchLanguage } from '../../../../../shared/search/index-names';
import { suggestionLimit } from './search-constants';

/** Storefront §3 'Search suggestion'. */
export interface SearchSuggestion {
  name: string;
  objectID: string;
  platform: string;
  /** The name as HTML-escaped text with the query wrapped in <mark>. */
  highlightedName: string;
  confidence: 0.9 | 0.7;
  language: SearchLanguage;
  type: 'product';
}

export interface TextPart {
  text: string;
  match: boolean;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a name into the parts that match the query (case-insensitive) and the rest; the query is taken literally. */
export function matchParts(name: string, query: string): TextPart[] {
  const needle = query.trim();
  if (!needle) return [{ text: name, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of name.matchAll(new RegExp(escapeRegExp(needle), 'gi'))) {
    if (found.index > last) parts.push({ text: name.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < name.length) parts.push({ text: name.slice(last), match: false });
  return parts;
}

/** The name as safe HTML with every occurrence of the query marked. */
export function highlightName(name: string, query: string): string {
  return matchParts(name, query)
    .map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text)))
    .join('');
}

/**
 * Name suggestions from the hits of a search: unique by name, containing the query (case-insensitive), at most 8,
 * confidence 0.9 when the name starts with the query and 0.7 otherwise.
 */
export function buildSuggestions(hits: readonly Pick<SearchHit, 'name' | 'objectID' | 'platform'>[], query: string, language: SearchLanguage): SearchSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  const suggestions: SearchSuggestion[] = [];
  for (const hit of hits) {
    const lower = hit.name.toLowerCase();
    if (seen.has(lower) || !lower.includes(needle)) continue;
    seen.add(lower);
    suggestions.push({
      name: hit.name,
      objectID: hit.objectID,
      platform: hit.platform.name,
      highlightedName: highlightName(hit.name, query.trim()),
      confidence: lower.startsWith(needle) ? 0.9 : 0.7,
      language,
      type: 'product',
    });
    if (suggestions.length === suggestionLimit) break;
  }
  return suggestions;
}
