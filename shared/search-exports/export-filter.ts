import type { SearchHit } from '../search/search-hit';

/**
 * The export's optional custom filter (intelligence §2), in a subset of Algolia's `filters` syntax so staff write what
 * they would write for the index: facet terms `attribute:value` (value quoted when it has spaces), `NOT` before a term,
 * numeric comparisons on price (`price < 20`), all joined by `AND`. For example
 * `platform:steam AND product_type:gift_card AND NOT region:"North America" AND price >= 10`.
 * Written by hand: no library parses Algolia filters outside Algolia, and this subset is a dozen lines.
 */
export type ExportFilter = (hit: SearchHit) => boolean;

const facets: Record<string, (hit: SearchHit) => (string | boolean | null)[]> = {
  platform: (h) => [h.platform.code, h.platform.name],
  region: (h) => [h.region.code, h.region.name],
  product_type: (h) => [h.product_type],
  category: (h) => h.categories_without_path,
  categories: (h) => h.categories_without_path,
  publisher: (h) => [h.publisher],
  developer: (h) => [h.developer],
  in_stock: (h) => [h.in_stock],
  is_preorder: (h) => [h.is_preorder],
  product_id: (h) => [h.product_id],
  face_value: (h) => [h.face_value],
};
// A record without the value (a product with no reviews has no rating) matches no comparison, as in Algolia.
const numeric: Record<string, (hit: SearchHit) => number | null> = { price: (h) => h.price.USD, rating: (h) => h.rating, review_count: (h) => h.review_count };
const comparisons: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

const facetTerm = /^(NOT\s+)?([a-z_]+)\s*:\s*(?:"([^"]*)"|(\S+))$/i;
const numericTerm = /^([a-z_]+)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)$/i;

export type ParsedFilter = { ok: true; test: ExportFilter } | { ok: false; error: string };

export function parseExportFilter(text: string | undefined): ParsedFilter {
  const source = (text ?? '').trim();
  if (!source) return { ok: true, test: () => true };
  const tests: ExportFilter[] = [];
  for (const raw of source.split(/\s+AND\s+/i)) {
    const term = raw.trim();
    const facet = facetTerm.exec(term);
    if (facet) {
      const [, not, attribute, quoted, bare] = facet;
      const read = facets[attribute!.toLowerCase()];
      if (!read) return { ok: false, error: `Unknown attribute '${attribute}' in the filter; use one of ${[...Object.keys(facets), ...Object.keys(numeric)].join(', ')}.` };
      const wanted = (quoted ?? bare!).toLowerCase();
      const matches = (hit: SearchHit) => read(hit).some((v) => v !== null && String(v).toLowerCase() === wanted);
      tests.push(not ? (hit) => !matches(hit) : matches);
      continue;
    }
    const compare = numericTerm.exec(term);
    if (compare) {
      const [, attribute, op, value] = compare;
      const read = numeric[attribute!.toLowerCase()];
      if (!read) return { ok: false, error: `'${attribute}' cannot be compared as a number; use ${Object.keys(numeric).join(', ')}.` };
      const limit = Number(value);
      tests.push((hit) => {
        const found = read(hit);
        return found !== null && comparisons[op!]!(found, limit);
      });
      continue;
    }
    return { ok: false, error: `Cannot read '${term.slice(0, 60)}' in the filter; write attribute:value or price < 20, joined by AND.` };
  }
  return { ok: true, test: (hit) => tests.every((t) => t(hit)) };
}
