/**
 * Ranking quality over a relevance table: the reciprocal rank of the first right answer (MRR when averaged) and
 * nDCG@10 with gain 2 for a right first answer and 1 for a product that belongs on the page.
 */
export function reciprocalRank(ranked: readonly string[], top: ReadonlySet<string>): number {
  const at = ranked.findIndex((slug) => top.has(slug));
  return at === -1 ? 0 : 1 / (at + 1);
}

export function ndcgAt(ranked: readonly string[], top: ReadonlySet<string>, also: ReadonlySet<string>, k = 10): number {
  const gain = (slug: string) => (top.has(slug) ? 2 : also.has(slug) ? 1 : 0);
  const dcg = (gains: number[]) => gains.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...[...top].map(() => 2), ...[...also].filter((s) => !top.has(s)).map(() => 1)]);
  return ideal === 0 ? 0 : dcg(ranked.map(gain)) / ideal;
}
