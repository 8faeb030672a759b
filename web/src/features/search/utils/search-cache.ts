/** Storefront §9: a cached result is valid for 5 minutes; above 20 entries only the latest 10 are kept. */
export const cacheTtlMs = 300_000;
export const cacheMaxEntries = 20;
export const cacheKeptEntries = 10;

export interface SearchCacheKeyParts {
  query: string;
  /** The full filter expression and anything else that changes the answer (sort, page, hits per page). */
  filters: string;
  currency: string;
  language: string;
}

/** The cache key: query, filters, currency and language; the query is trimmed and lower-cased like the engine reads it. */
export function searchCacheKey({ query, filters, currency, language }: SearchCacheKeyParts): string {
  return JSON.stringify([query.trim().toLowerCase(), filters, currency, language]);
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/** An in-memory cache of search answers, newest last (a Map keeps insertion order). */
export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= cacheTtlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    if (this.entries.size > cacheMaxEntries) {
      const drop = [...this.entries.keys()].slice(0, this.entries.size - cacheKeptEntries);
      for (const old of drop) this.entries.delete(old);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
