/** Storefront §9: the local storage key and size of the search history. */
export const historyStorageKey = 'search-history';
export const historyLimit = 10;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Adds a query at the front: newest first, without duplicates (case-insensitive), at most 10. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...history];
  const rest = history.filter((q) => q.toLowerCase() !== text.toLowerCase());
  return [text, ...rest].slice(0, historyLimit);
}

/** Reads the stored history; a corrupt value is ignored with a console warning and reads as empty. */
export function readHistory(storage: StorageLike | undefined = globalThis.localStorage): string[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(historyStorageKey) ?? null;
  } catch {
    return []; // storage blocked (private mode, sandboxed frame)
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every((q) => typeof q === 'string')) throw new TypeError('not a list of strings');
    return parsed.slice(0, historyLimit);
  } catch (error) {
    console.warn('Ignoring corrupt search history', error);
    return [];
  }
}

/** Records a query in the stored history and returns the new list. */
export function rememberSearch(query: string, storage: StorageLike | undefined = globalThis.localStorage): string[] {
  const next = addToHistory(readHistory(storage), query);
  try {
    storage?.setItem(historyStorageKey, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history.
  }
  return next;
}
