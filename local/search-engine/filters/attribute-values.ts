/** The values at a dotted attribute path (`platform.code`), flattening arrays along the way; none when absent. */
export function attributeValues(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || typeof value !== 'object') continue;
      const child = (value as Record<string, unknown>)[key];
      if (Array.isArray(child)) next.push(...(child as unknown[]));
      else if (child !== undefined && child !== null) next.push(child);
    }
    current = next;
  }
  return current;
}

/** The text a facet value is counted and filtered under: booleans and numbers as Algolia prints them. */
export function facetText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Facet filters compare without regard to case, as Algolia's do. */
export function facetKey(value: string): string {
  return value.toLowerCase();
}
