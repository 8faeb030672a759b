import { attributeValues } from '../../../shared/search/filters/attribute-values';
import { highlightValue, snippetValue, type HighlightQuery, type HighlightResult, type SnippetResult } from './highlight';
import type { SearchRecord } from './index-store';

export interface HitOptions {
  retrieve: string[];
  highlight: string[];
  snippet: { attribute: string; words: number }[];
  query: HighlightQuery;
  ellipsis: string;
  /**
   * Results per text for this query: variants of one product share their name and description and often sit
   * side by side in a page, so each text is highlighted once. Each hit gets its own copy.
   */
  memo?: Map<string, HighlightResult>;
  snippetMemo?: Map<string, SnippetResult>;
}

/** A hit as Algolia returns it: the retrieved attributes, `_highlightResult` and `_snippetResult`. */
export function buildHit(record: SearchRecord, options: HitOptions): Record<string, unknown> {
  const hit = retrieve(record, options.retrieve);
  const highlights: Record<string, unknown> = {};
  for (const attribute of options.highlight) {
    const value = valueAt(record, attribute);
    if (value === undefined) continue;
    const highlighted = Array.isArray(value) ? value.map((item) => highlightOne(item, options)) : highlightOne(value, options);
    if (highlighted !== undefined) setAt(highlights, attribute, highlighted);
  }
  if (options.highlight.length > 0) hit._highlightResult = highlights;
  if (options.snippet.length > 0) {
    const snippets: Record<string, unknown> = {};
    for (const { attribute, words } of options.snippet) {
      const [value] = attributeValues(record, attribute);
      if (typeof value === 'string') setAt(snippets, attribute, snippetOne(value, words, options));
    }
    hit._snippetResult = snippets;
  }
  return hit;
}

function highlightOne(value: unknown, options: HitOptions): HighlightResult | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  const { memo } = options;
  let result = memo?.get(text);
  if (!result) {
    result = highlightValue(text, options.query);
    memo?.set(text, result);
  }
  return { ...result, matchedWords: [...result.matchedWords] };
}

function snippetOne(text: string, words: number, options: HitOptions): SnippetResult {
  const key = `${words}:${text}`;
  const { snippetMemo } = options;
  let result = snippetMemo?.get(key);
  if (!result) {
    result = snippetValue(text, words, options.query, options.ellipsis);
    snippetMemo?.set(key, result);
  }
  return { ...result };
}

function retrieve(record: SearchRecord, attributes: string[]): Record<string, unknown> {
  if (attributes.includes('*')) {
    const excluded = attributes.filter((attribute) => attribute.startsWith('-')).map((attribute) => attribute.slice(1));
    const copy: Record<string, unknown> = { ...record };
    for (const attribute of excluded) delete copy[attribute];
    return copy;
  }
  const hit: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    const value = valueAt(record, attribute);
    if (value !== undefined) setAt(hit, attribute, value);
  }
  return hit;
}

function valueAt(record: Record<string, unknown>, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys.at(-1)!] = value;
}
