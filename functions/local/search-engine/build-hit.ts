import { attributeValues } from '../../../shared/search/filters/attribute-values';
import { highlightValue, snippetValue, type HighlightQuery } from './highlight';
import type { SearchRecord } from './index-store';

export interface HitOptions {
  retrieve: string[];
  highlight: string[];
  snippet: { attribute: string; words: number }[];
  query: HighlightQuery;
  ellipsis: string;
}

/** A hit as Algolia returns it: the retrieved attributes, `_highlightResult` and `_snippetResult`. */
export function buildHit(record: SearchRecord, options: HitOptions): Record<string, unknown> {
  const hit = retrieve(record, options.retrieve);
  const highlights: Record<string, unknown> = {};
  for (const attribute of options.highlight) {
    const value = valueAt(record, attribute);
    if (value === undefined) continue;
    const highlighted = Array.isArray(value) ? value.map((item) => highlightOne(item, options.query)) : highlightOne(value, options.query);
    if (highlighted !== undefined) setAt(highlights, attribute, highlighted);
  }
  if (options.highlight.length > 0) hit._highlightResult = highlights;
  if (options.snippet.length > 0) {
    const snippets: Record<string, unknown> = {};
    for (const { attribute, words } of options.snippet) {
      const [value] = attributeValues(record, attribute);
      if (typeof value === 'string') setAt(snippets, attribute, snippetValue(value, words, options.query, options.ellipsis));
    }
    hit._snippetResult = snippets;
  }
  return hit;
}

function highlightOne(value: unknown, query: HighlightQuery) {
  if (typeof value === 'string') return highlightValue(value, query);
  if (typeof value === 'number') return highlightValue(String(value), query);
  return undefined;
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
