/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions counted once), stopping early
 * once every cell of a row passes `limit`: the zero-result suggestions only want terms within two edits.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, previous2[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = row;
  }
  return previous[b.length]!;
}

const wordsOf = (text: string) => text.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);

/** The words of the catalogue's names and type words, each once: what a zero-result query is compared with. */
export function vocabularyOf(texts: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const w of wordsOf(text)) words.add(w);
  return [...words];
}

/**
 * Up to `limit` rewrites of a query that found nothing: each unknown word replaced by a near vocabulary word (one
 * edit for words up to 4 letters, two beyond, as Algolia's typo thresholds), nearest first. Known words and words with
 * nothing near are kept as typed; a query with no word to fix gets no suggestion.
 */
export function nearestQueries(query: string, vocabulary: readonly string[], limit = 3): string[] {
  const known = new Set(vocabulary);
  const words = wordsOf(query);
  const candidates = words.map((word) => {
    if (known.has(word)) return [];
    const allowed = word.length <= 4 ? 1 : 2;
    return vocabulary
      .map((candidate) => ({ word: candidate, distance: editDistance(word, candidate, allowed) }))
      .filter((c) => c.distance <= allowed)
      .sort((x, y) => x.distance - y.distance || x.word.localeCompare(y.word))
      .slice(0, limit)
      .map((c) => c.word);
  });
  if (candidates.every((c) => c.length === 0)) return [];
  const suggestions: string[] = [];
  for (let rank = 0; rank < limit; rank++) {
    const text = words.map((word, i) => candidates[i]![Math.min(rank, candidates[i]!.length - 1)] ?? word).join(' ');
    if (!suggestions.includes(text)) suggestions.push(text);
  }
  return suggestions;
}
