/**
 * Searchable attributes grouped by ranking level: `'name'` and `'title,subtitle'` (same level) or
 * `'unordered(description)'`; the level is what the attribute criterion compares.
 */
export function searchableLevels(searchableAttributes: string[] | undefined): string[][] {
  return (searchableAttributes ?? []).map((entry) =>
    entry
      .split(',')
      .map((attribute) => attribute.trim().replace(/^unordered\((.*)\)$/, '$1'))
      .filter((attribute) => attribute !== ''),
  );
}
