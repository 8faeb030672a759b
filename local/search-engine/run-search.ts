import { randomBytes } from 'node:crypto';
import { andFilters, matchAll, type FilterNode } from './filters/filter-node';
import { facetFiltersToNode, numericFiltersToNode } from './filters/facet-filters';
import { parseFilters } from './filters/parse-filters';
import { printFilters } from './filters/print-filters';
import { defaultRanking, type IndexSettings } from '../../shared/search/index-settings';
import { buildHit } from './build-hit';
import { countGroups, distinctGroups, distinctPlan, keptSlots, pickGroups } from './distinct';
import { facetAttributes, facetCounts } from './facet-counts';
import type { HighlightQuery } from './highlight';
import type { IndexStore } from './index-store';
import { Scratch, type QueryMatches } from './match-query';
import { matchReadings } from './match-readings';
import { pluralLanguages } from './plurals';
import { planQuery } from './query-plan';
import { stopWordLanguages, withoutStopWords } from './stop-words';
import type { SynonymSet } from './synonyms';
import { rankingStages, rankMatches, staticOrder } from './rank-hits';
import { searchableLevels } from './searchable-levels';
import { filterSet, liveSet, type SlotSet } from './slot-set';
import type { SearchParams } from './search-params';
import { foldedWords } from './text-folding';

/** Algolia answers at most this many hits through pagination (its `paginationLimitedTo` default). */
const paginationLimit = 1000;
const scratch = new Scratch();

export interface MatchedSet {
  /** Every matching slot, in no particular order (facets and nbHits); a scratch view, valid until the next search. */
  slots: Int32Array;
  /** The records the filter lets through, which every match is one of. */
  within: SlotSet;
  /** The records of `within` that did not match; a scratch view, valid until the next search. */
  unmatched(): Int32Array;
  /** The best matching slots in ranking order, as many as asked for. */
  ranked: number[];
  /** The best `count` matching slots in ranking order, ranked again (distinct needs more than a page of them). */
  top(count: number): number[];
  words: string[];
  /** Per slot, or shared by every match; null without query words. */
  typos: Uint8Array | number | null;
  level: Uint8Array | null;
  exactWords: Uint8Array | number | null;
  /** Exact words are stored ×2 (plus 1 for a whole name): ranking info reports the count. */
  exactScaled: boolean;
  /** Query words matched: per slot when words were optional, else the query's word count. */
  matchedWords: Uint8Array | number | null;
  typoTerms: Map<string, number>;
}

/** The records matching the query words and every filter; the best `limit` of them ranked. */
export function matchRecords(store: IndexStore, settings: IndexSettings, params: SearchParams, limit: number, synonyms: SynonymSet | null = null): MatchedSet {
  const typed = foldedWords(String(params.query ?? ''), store.separators);
  const words = withoutStopWords(typed, stopWordLanguages(params.removeStopWords ?? settings.removeStopWords, params.queryLanguages ?? settings.queryLanguages));
  const tolerance = typoMode(params.typoTolerance ?? settings.typoTolerance);
  const typoTolerance = tolerance !== 'off';
  const { stages, levelCount } = compiled(settings);
  const within = searchedSet(store, params);
  if (words.length === 0) {
    const { order } = staticOrder(store, stages);
    const slots = within.bits ? keepPassing(order, within.bits, scratch.take(order.length)) : order;
    const unmatched = () => new Int32Array(0);
    const top = (count: number) => Array.from(slots.subarray(0, count));
    return { slots, within, unmatched, ranked: top(limit), top, words, typos: null, level: null, exactWords: null, exactScaled: false, matchedWords: null, typoTerms: new Map() };
  }
  const useSynonyms = params.synonyms !== false && params.synonyms !== 'false' && synonyms !== null && synonyms.size > 0;
  const readings = planQuery(store, words, {
    rewrites: useSynonyms ? synonyms.rewrites(store.separators) : null,
    rewritesVersion: useSynonyms ? synonyms.version : 0,
    pluralLanguages: pluralLanguages(params.ignorePlurals ?? settings.ignorePlurals, params.queryLanguages ?? settings.queryLanguages),
    splitAndConcatenate: typoTolerance,
  });
  const exactMode = String(params.exactOnSingleWordQuery ?? settings.exactOnSingleWordQuery ?? 'attribute');
  const wholeExact = words.length === 1 && exactMode === 'attribute';
  const match = (optional: number | null) => fewestTypos(matchReadings(store, readings, scratch, typoTolerance, within, optional, wholeExact), tolerance);
  let matches = match(optionalWordsOf(words, params.optionalWords ?? settings.optionalWords));
  if (matches.slots.length === 0 && words.length > 1) {
    for (const optional of fallbacks(String(params.removeWordsIfNoResults ?? settings.removeWordsIfNoResults ?? 'none'), words.length)) {
      matches = match(optional);
      if (matches.slots.length > 0) break;
    }
  }
  if (words.length === 1 && exactMode === 'none') matches = { ...matches, exactWords: 0 };
  const together = settings.attributeCriteriaComputedByMinProximity === true && words.length > 1;
  const attributeLevels = together ? levelCount * 2 : levelCount;
  let exactMax = words.length;
  const exactScaled = words.length > 1 && exactMode !== 'none';
  if (together || exactScaled) {
    // One pass over the matches for both: the level where the words are together, and whole names.
    const exact = closeness(store, matches, levelCount, together, exactScaled);
    if (exact) matches = { ...matches, exactWords: exact };
    if (exactScaled) exactMax = words.length * 2 + 1;
  }
  const top = (count: number) => (count > 0 ? rankMatches(store, stages, matches, words.length, attributeLevels, count, exactMax) : []);
  const ranked = top(limit);
  return { slots: matches.slots, within, unmatched: matches.unmatched, ranked, top, words, typos: matches.typos, level: matches.level, exactWords: matches.exactWords, exactScaled, matchedWords: matches.words, typoTerms: matches.typoTerms };
}

/**
 * Algolia's `attributeCriteriaComputedByMinProximity` (`byTogether`): a record ranks by the attribute where its
 * words are closest together. Positions are not indexed, so 'close' is read as 'in one short value' (at most
 * `shortValueWords` words, within Algolia's proximity cap of 8; one element of a list attribute is one value, as
 * Algolia keeps list elements apart): the best level of a short value holding every word. A record whose words
 * are spread over values ranks, by its best level, after every record with them together.
 *
 * And beyond Algolia's exact count (`wholeNames`), which ties 'Crownfall Arena' with 'Crownfall Arena Crown
 * Shards' for 'crownfall arena': a record whose name is the query, word for word (after concatenations, so 'tide
 * bound' is 'Tidebound'), ranks first among equally exact ones; the exact digit becomes exact words × 2, plus 1
 * for a whole name. Returns that digit's values when asked for, else null.
 */
function closeness(store: IndexStore, matches: QueryMatches, levelCount: number, byTogether: boolean, wholeNames: boolean): Uint8Array | null {
  if (wholeNames && closenessScratch.length < store.records.length) closenessScratch = new Uint8Array(Math.max(store.records.length, 1024));
  const exact = closenessScratch;
  const { slots, level, together, exactWords, units, words } = matches;
  const { valueLevels, leadWords } = store;
  const sharedExact = typeof exactWords === 'number' ? exactWords : -1;
  const sharedUnits = typeof units === 'number' ? units : -1;
  const perSlotWords = typeof words === 'number' ? null : words;
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i]!;
    const all = together[slot]!;
    if (byTogether) level[slot] = all !== 0 ? valueLevels[slot * 32 + 31 - Math.clz32(all & -all)]! : levelCount + level[slot]!;
    if (!wholeNames) continue;
    const count = sharedExact >= 0 ? sharedExact : (exactWords as Uint8Array)[slot]!;
    // Every unit matched (AND), or with optional words the words that did: 'starfall odyssey pc download' is the game.
    const matchedUnits = perSlotWords !== null ? perSlotWords[slot]! : sharedUnits >= 0 ? sharedUnits : (units as Uint8Array)[slot]!;
    const whole = (all & 1) !== 0 && valueLevels[slot * 32]! === 0 && leadWords[slot] === matchedUnits ? 1 : 0;
    exact[slot] = count * 2 + whole;
  }
  return wholeNames ? exact : null;
}

let closenessScratch = new Uint8Array(0);

const optionalSets = new WeakMap<object, Set<string>>();

/** The folded optional words, kept per settings list (the index's list is the same array on every search). */
function optionalWordSet(optionalWords: unknown): Set<string> {
  const cached = Array.isArray(optionalWords) ? optionalSets.get(optionalWords) : undefined;
  if (cached) return cached;
  const listed = typeof optionalWords === 'string' ? [optionalWords] : Array.isArray(optionalWords) ? optionalWords.filter((w): w is string => typeof w === 'string') : [];
  const set = new Set(listed.flatMap((entry) => foldedWords(entry)));
  if (Array.isArray(optionalWords)) optionalSets.set(optionalWords, set);
  return set;
}

/** Bits of the typed words Algolia's `optionalWords` names, or null when every word is required. */
function optionalWordsOf(words: string[], optionalWords: unknown): number | null {
  const optional = optionalWordSet(optionalWords);
  if (optional.size === 0) return null;
  let mask = 0;
  words.forEach((word, i) => {
    if (i < 31 && optional.has(word)) mask |= 1 << i;
  });
  return mask === 0 ? null : mask;
}

/**
 * Algolia's `removeWordsIfNoResults`, as the optional-word masks to try in turn: 'lastWords' makes the last word
 * optional, then the last two, and so on, keeping the first; 'firstWords' the same from the start; 'allOptional'
 * every word at once (a record then needs one of them). Optional words still rank a record that has them higher.
 */
function fallbacks(mode: string, count: number): number[] {
  const capped = Math.min(count, 31);
  const bits = (from: number, to: number) => {
    let mask = 0;
    for (let i = from; i < to; i += 1) mask |= 1 << i;
    return mask;
  };
  switch (mode) {
    case 'lastWords':
      return Array.from({ length: capped - 1 }, (_, k) => bits(capped - 1 - k, capped));
    case 'firstWords':
      return Array.from({ length: capped - 1 }, (_, k) => bits(0, k + 1));
    case 'allOptional':
      return [bits(0, capped)];
    default:
      return [];
  }
}

type TypoMode = 'on' | 'off' | 'min' | 'strict';

/** Algolia's `typoTolerance` values: true, false, 'min' and 'strict' (a search's parameter wins over the index's setting). */
function typoMode(value: unknown): TypoMode {
  if (value === false || value === 'false') return 'off';
  if (value === 'min' || value === 'strict') return value;
  return 'on';
}

/**
 * Algolia's 'min' keeps only the matches with the fewest typos, 'strict' those with the two fewest counts; the
 * matches dropped join the unmatched ones, so facets that count the rest still add up.
 */
function fewestTypos(matches: QueryMatches, mode: TypoMode): QueryMatches {
  if ((mode !== 'min' && mode !== 'strict') || typeof matches.typos === 'number' || matches.slots.length === 0) return matches;
  const { slots, typos } = matches;
  const counts = [...new Set(Array.from(slots, (slot) => typos[slot]!))].sort((a, b) => a - b);
  const limit = counts[mode === 'min' ? 0 : Math.min(1, counts.length - 1)]!;
  const kept: number[] = [];
  const dropped: number[] = [];
  for (const slot of slots) (typos[slot]! <= limit ? kept : dropped).push(slot);
  if (dropped.length === 0) return matches;
  const unmatched = matches.unmatched;
  return { ...matches, slots: Int32Array.from(kept), unmatched: () => Int32Array.from([...unmatched(), ...dropped]) };
}

/** The slots of `from` the filter passes, in order. */
function keepPassing(from: Int32Array, bits: Uint8Array, into: Int32Array): Int32Array {
  let kept = 0;
  for (let i = 0; i < from.length; i += 1) {
    const slot = from[i]!;
    if (bits[slot] === 1) into[kept++] = slot;
  }
  return into.subarray(0, kept);
}

/**
 * The records every filter lets through. Shoppers send few distinct filters (the in-stock one, a chip or two), so
 * the set is kept per filter text as sent, and a filter is parsed only the first time (or every time it is invalid).
 */
function searchedSet(store: IndexStore, params: SearchParams): SlotSet {
  const sent = JSON.stringify([params.filters ?? null, params.facetFilters ?? null, params.numericFilters ?? null]);
  return store.cached(
    `filters-sent:${sent}`,
    () => {
      const filter = combinedFilter(params);
      return filter === matchAll ? liveSet(store) : filterSet(store, printFilters(filter), filter);
    },
    true,
  );
}

/** What a search needs from the settings, worked out once per settings object (setSettings makes a new one). */
interface CompiledSettings {
  stages: ReturnType<typeof rankingStages>;
  levelCount: number;
  searchable: string[];
  facets: string[];
  afterDistinct: Set<string>;
}

const compiledSettings = new WeakMap<IndexSettings, CompiledSettings>();

function compiled(settings: IndexSettings): CompiledSettings {
  let entry = compiledSettings.get(settings);
  if (!entry) {
    const levels = searchableLevels(settings.searchableAttributes);
    const faceting = facetAttributes(settings.attributesForFaceting);
    entry = {
      stages: rankingStages(settings.ranking ?? defaultRanking, settings.customRanking ?? []),
      levelCount: levels.length,
      searchable: levels.flat(),
      facets: faceting.all,
      afterDistinct: faceting.afterDistinct,
    };
    compiledSettings.set(settings, entry);
  }
  return entry;
}

/** `filters`, `facetFilters` and `numericFilters` together, all of which must hold. */
export function combinedFilter(params: SearchParams): FilterNode {
  return andFilters([
    typeof params.filters === 'string' ? parseFilters(params.filters) : matchAll,
    facetFiltersToNode(params.facetFilters),
    numericFiltersToNode(params.numericFilters),
  ]);
}

/** One search, answered in Algolia's response shape (without `params`, `index` and timing, which the caller adds). */
export function runSearch(store: IndexStore, settings: IndexSettings, params: SearchParams, synonyms: SynonymSet | null = null) {
  const hitsPerPage = clamp(params.hitsPerPage ?? settings.hitsPerPage ?? 20, 0, 1000);
  const page = Math.max(0, Math.floor(params.page ?? 0));
  const plan = distinctPlan(settings, params);
  const matched = matchRecords(store, settings, params, plan ? 0 : Math.min((page + 1) * hitsPerPage, paginationLimit), synonyms);
  const groups = plan ? distinctGroups(store, plan.attribute) : null;
  // With distinct, hits, pages and nbHits count groups (the best `keep` records of each), as Algolia counts them.
  const nbHits = groups ? countGroups(groups, matched.slots) : matched.slots.length;
  const reachable = Math.min(nbHits, paginationLimit);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
  const from = Math.min(page * hitsPerPage, reachable);
  const to = Math.min((page + 1) * hitsPerPage, reachable);
  const pageSlots = plan && groups ? distinctPage(matched, groups, plan.keep, from, to) : matched.ranked.slice(from, to);

  const query = highlightQuery(params, settings, matched);
  const { facets, stats } = requestedFacets(store, settings, params, matched, plan && groups ? { groups, keep: plan.keep } : null);
  const requested = params.facets ?? [];

  const hitOptions = {
    retrieve: params.attributesToRetrieve ?? ['*'],
    highlight: resolveHighlight(params.attributesToHighlight ?? settings.attributesToHighlight, settings),
    snippet: (params.attributesToSnippet ?? settings.attributesToSnippet ?? []).map(parseSnippet),
    query,
    ellipsis: params.snippetEllipsisText ?? '…',
  };
  const hits = pageSlots.map((slot, i) => {
    const hit = buildHit(store.records[slot]!, hitOptions);
    if (params.getRankingInfo) hit._rankingInfo = rankingInfo(slot, matched, nbHits - page * hitsPerPage - i);
    return hit;
  });
  return {
    hits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: String(params.query ?? ''),
    ...(requested.length > 0 ? { facets } : {}),
    ...(Object.keys(stats).length > 0 ? { facets_stats: stats } : {}),
    ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
    renderingContent: {},
  };
}

/**
 * The slots of groups `from` to `to`. Only the best matches are ranked, as many as the groups up to `to` need
 * when no group repeats, and more (four times as many each round) while repeated records leave too few groups.
 */
function distinctPage(matched: MatchedSet, groups: Int32Array, keep: number, from: number, to: number): number[] {
  const total = matched.slots.length;
  let limit = Math.min(total, Math.max(to * keep * 2, 64));
  for (;;) {
    const picked = pickGroups(matched.top(limit), groups, keep, from, to);
    if (picked.groupsSeen >= to || limit >= total) return picked.slots;
    limit = Math.min(total, limit * 4);
  }
}

interface Grouping {
  groups: Int32Array;
  keep: number;
}

/**
 * The requested facets, counted over every match (Algolia's default, even with distinct) or, with
 * `facetingAfterDistinct` or an `afterDistinct()` facet, over the records distinct keeps, in the order asked.
 */
export function requestedFacets(store: IndexStore, settings: IndexSettings, params: SearchParams, matched: MatchedSet, grouping: Grouping | null) {
  const { facets: declared, afterDistinct } = compiled(settings);
  const requested = params.facets ?? [];
  const names = requested.includes('*') ? declared : requested.filter((name) => declared.includes(name));
  const limit = params.maxValuesPerFacet ?? settings.maxValuesPerFacet ?? 100;
  const after = (name: string) => grouping !== null && (params.facetingAfterDistinct === true || afterDistinct.has(name));
  const before = facetCounts(store, names.filter((name) => !after(name)), matched, limit);
  const afterNames = names.filter(after);
  if (afterNames.length === 0 || grouping === null) return before;
  const kept = keptSlots(matched.top(matched.slots.length), grouping.groups, grouping.keep);
  const counted = facetCounts(store, afterNames, { slots: kept, within: matched.within }, limit);
  const facets = Object.fromEntries(names.map((name) => [name, before.facets[name] ?? counted.facets[name] ?? {}]));
  return { facets, stats: { ...before.stats, ...counted.stats } };
}

function highlightQuery(params: SearchParams, settings: IndexSettings, matched: MatchedSet): HighlightQuery {
  const originalWords = String(params.query ?? '').match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return {
    words: matched.words,
    originalWords: matched.words.map((word, i) => originalWords[i] ?? word),
    preTag: params.highlightPreTag ?? settings.highlightPreTag ?? '<em>',
    postTag: params.highlightPostTag ?? settings.highlightPostTag ?? '</em>',
    typoTerms: matched.typoTerms,
  };
}

function resolveHighlight(attributes: string[] | undefined, settings: IndexSettings): string[] {
  const { searchable } = compiled(settings);
  if (attributes === undefined || attributes.includes('*')) return searchable;
  return attributes;
}

function parseSnippet(entry: string): { attribute: string; words: number } {
  const [attribute, words] = entry.split(':');
  return { attribute: attribute!, words: Number(words) || 10 };
}

function rankingInfo(slot: number, matched: MatchedSet, userScore: number) {
  const perSlot = (values: Uint8Array | number | null) => (values === null ? 0 : typeof values === 'number' ? values : values[slot]!);
  const typos = perSlot(matched.typos);
  const level = matched.level?.[slot] ?? 0;
  return {
    nbTypos: typos,
    firstMatchedWord: matched.words.length === 0 ? 0 : level * 1000,
    proximityDistance: 0,
    userScore,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: matched.exactScaled ? Math.floor(perSlot(matched.exactWords) / 2) : perSlot(matched.exactWords),
    words: matched.matchedWords === null ? 0 : perSlot(matched.matchedWords),
    filters: 0,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.floor(value)));
}
