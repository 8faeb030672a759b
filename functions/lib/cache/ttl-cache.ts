interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/**
 * A short-lived in-process cache, as a warm Lambda keeps between invocations. Concurrent misses share one
 * load, and a failed load is not cached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full of live entries: drop the oldest, Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
