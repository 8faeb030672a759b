import type { IndexSettings } from '../../shared/search/index-settings';
import { distinctGroups, distinctPlan, keptSlots } from './distinct';
import { countValues, facetAttributes } from './facet-counts';
import type { IndexStore } from './index-store';
import { matchRecords } from './run-search';
import { SearchEngineError } from './search-engine-error';
import type { SearchParams } from './search-params';
import { foldText, foldedWords } from './text-folding';

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/**
 * Algolia's search for facet values: values of `facet` with a word starting with `facetQuery` (folded), counted
 * over the records the rest of the parameters match, most frequent first, `maxFacetHits` of them (10 by default).
 */
export function searchFacetValues(store: IndexStore, settings: IndexSettings, facet: string, params: SearchParams): FacetHit[] {
  const faceting = facetAttributes(settings.attributesForFaceting);
  if (!faceting.searchable.has(facet)) {
    throw new SearchEngineError(400, `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  }
  const matched = matchRecords(store, settings, params, 0);
  const plan = distinctPlan(settings, params);
  const afterDistinct = plan !== null && (params.facetingAfterDistinct === true || faceting.afterDistinct.has(facet));
  const slots = afterDistinct ? keptSlots(matched.top(matched.slots.length), distinctGroups(store, plan.attribute), plan.keep) : matched.slots;
  const { counts, present, values } = countValues(store, facet, slots, matched.within);
  const wanted = foldText(String(params.facetQuery ?? ''));
  const limit = Math.min(Math.max(Math.floor(params.maxFacetHits ?? 10), 1), 100);
  const preTag = params.highlightPreTag ?? settings.highlightPreTag ?? '<em>';
  const postTag = params.highlightPostTag ?? settings.highlightPostTag ?? '</em>';
  const hits: FacetHit[] = [];
  present.forEach((id, i) => {
    const value = values[id]!;
    const count = counts[i]!;
    if (wanted !== '' && !startsAWord(value, wanted)) return;
    hits.push({ value, highlighted: highlightPrefix(value, wanted, preTag, postTag), count });
  });
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return hits.slice(0, limit);
}

function startsAWord(value: string, wanted: string): boolean {
  const folded = foldText(value);
  return folded.startsWith(wanted) || foldedWords(value).some((word) => word.startsWith(wanted));
}

/** Wraps the first word of `value` whose folded form starts with `wanted`, up to the matched length. */
function highlightPrefix(value: string, wanted: string, preTag: string, postTag: string): string {
  if (wanted === '') return value;
  for (const match of value.matchAll(/[\p{L}\p{N}\p{M}][^\s]*/gu)) {
    const rest = value.slice(match.index);
    let folded = '';
    let length = 0;
    for (const char of rest) {
      if (folded.length >= wanted.length) break;
      folded += foldText(char);
      length += char.length;
    }
    if (folded.startsWith(wanted)) {
      const end = match.index + length;
      return `${value.slice(0, match.index)}${preTag}${value.slice(match.index, end)}${postTag}${value.slice(end)}`;
    }
  }
  return value;
}
