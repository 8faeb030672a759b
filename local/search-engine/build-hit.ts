import { highlightValue, prepareQuery, snippetValue, type HighlightQuery, type HighlightResult, type PreparedQuery, type SnippetResult } from './highlight';
import type { SearchRecord } from './index-store';

/**
 * What to put in the hits of one search. Make a new one for each search: `buildHit` keeps what it works out from
 * it (split paths, results memoised by text) for as long as the object lives.
 */
export interface HitOptions {
  retrieve: string[];
  highlight: string[];
  snippet: { attribute: string; words: number }[];
  query: HighlightQuery;
  ellipsis: string;
}

/**
 * The options of one search made ready once for all its hits: attribute paths split, the query prepared, and a memo
 * per text (variants of one product share their name and description and often sit side by side in a page, so each
 * text is highlighted once).
 */
interface HitPlan {
  /** `*`: every attribute but the excluded ones; otherwise only `retrieved`. */
  retrieveAll: boolean;
  excluded: string[];
  retrieved: string[][];
  highlighted: string[][];
  snippeted: { path: string[]; words: number; memo: Map<string, SnippetResult> }[];
  highlightMemo: Map<string, HighlightResult>;
  query: PreparedQuery;
  ellipsis: string;
}

/**
 * A plan is kept on the options object, which a search makes for itself, so it lives exactly as long as its search.
 * Not in a WeakMap: V8's scavenger keeps young WeakMap entries alive, and a plan per search holding its highlight
 * memos then survived into the old generation, tripling the time of every minor GC.
 */
const plans = Symbol('hit plan');

function planFor(options: HitOptions & { [plans]?: HitPlan }): HitPlan {
  let plan = options[plans];
  if (!plan) {
    plan = {
      retrieveAll: options.retrieve.includes('*'),
      excluded: options.retrieve.filter((attribute) => attribute.startsWith('-')).map((attribute) => attribute.slice(1)),
      retrieved: options.retrieve.map(splitPath),
      highlighted: options.highlight.map(splitPath),
      snippeted: options.snippet.map(({ attribute, words }) => ({ path: splitPath(attribute), words, memo: new Map() })),
      highlightMemo: new Map(),
      query: prepareQuery(options.query),
      ellipsis: options.ellipsis,
    };
    options[plans] = plan;
  }
  return plan;
}

function splitPath(attribute: string): string[] {
  return attribute.split('.');
}

/**
 * A hit as Algolia returns it: the retrieved attributes, `_highlightResult` and `_snippetResult`. Each hit gets
 * objects of its own, but the first hit of a text gets the memoised result itself, so the hits of a search must
 * not be changed before all of them are built.
 */
export function buildHit(record: SearchRecord, options: HitOptions): Record<string, unknown> {
  const plan = planFor(options);
  const hit = retrieve(record, plan);
  if (plan.highlighted.length > 0) hit._highlightResult = highlights(record, plan);
  if (plan.snippeted.length > 0) hit._snippetResult = snippets(record, plan);
  return hit;
}

function retrieve(record: SearchRecord, plan: HitPlan): Record<string, unknown> {
  if (plan.retrieveAll) {
    const copy = copyRecord(record);
    for (const attribute of plan.excluded) delete copy[attribute];
    return copy;
  }
  const hit: Record<string, unknown> = { objectID: record.objectID };
  for (const path of plan.retrieved) {
    const value = valueAt(record, path);
    if (value !== undefined) setAt(hit, path, value);
  }
  return hit;
}

/**
 * A shallow copy of the record. V8 gives a spread copy of a record with this many properties a hidden class of its
 * own, which makes each property added afterwards (`_highlightResult`…) cost microseconds; a copy assigned onto a
 * fresh object shares hidden classes. Assigning would set the prototype rather than copy an own `__proto__` key.
 */
function copyRecord(record: SearchRecord): Record<string, unknown> {
  return Object.hasOwn(record, '__proto__') ? { ...record } : Object.assign({}, record);
}

function highlights(record: SearchRecord, plan: HitPlan): Record<string, unknown> {
  const highlighted: Record<string, unknown> = {};
  for (const path of plan.highlighted) {
    const value = valueAt(record, path);
    if (value === undefined) continue;
    const result = Array.isArray(value) ? value.map((item) => highlightOne(item, plan)) : highlightOne(value, plan);
    if (result !== undefined) setAt(highlighted, path, result);
  }
  return highlighted;
}

function highlightOne(value: unknown, plan: HitPlan): HighlightResult | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  const known = plan.highlightMemo.get(text);
  if (known) return copyHighlight(known);
  const result = highlightValue(text, plan.query);
  plan.highlightMemo.set(text, result);
  return result;
}

function copyHighlight(result: HighlightResult): HighlightResult {
  const { value, matchLevel, matchedWords, fullyHighlighted } = result;
  if (fullyHighlighted === undefined) return { value, matchLevel, matchedWords: [...matchedWords] };
  return { value, matchLevel, matchedWords: [...matchedWords], fullyHighlighted };
}

function snippets(record: SearchRecord, plan: HitPlan): Record<string, unknown> {
  const snippeted: Record<string, unknown> = {};
  for (const entry of plan.snippeted) {
    const text = firstValue(record, entry.path);
    if (typeof text !== 'string') continue;
    const known = entry.memo.get(text);
    if (known) {
      setAt(snippeted, entry.path, { value: known.value, matchLevel: known.matchLevel });
      continue;
    }
    const result = snippetValue(text, entry.words, plan.query, plan.ellipsis);
    entry.memo.set(text, result);
    setAt(snippeted, entry.path, result);
  }
  return snippeted;
}

function valueAt(record: Record<string, unknown>, path: string[]): unknown {
  let current: unknown = record;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const absent = Symbol('absent');

/** The first of `attributeValues(record, path)`, where arrays along the path flatten, without listing the others. */
function firstValue(value: unknown, path: string[], depth = 0): unknown {
  if (depth === path.length) return value;
  if (value === null || typeof value !== 'object') return absent;
  const child = (value as Record<string, unknown>)[path[depth]!];
  if (!Array.isArray(child)) return child === undefined || child === null ? absent : firstValue(child, path, depth + 1);
  for (const item of child as unknown[]) {
    const found = firstValue(item, path, depth + 1);
    if (found !== absent) return found;
  }
  return absent;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let current = target;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i]!;
    const next = current[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[path[path.length - 1]!] = value;
}
