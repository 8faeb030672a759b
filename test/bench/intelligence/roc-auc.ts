/** Area under the ROC curve: the chance a random positive scores above a random negative (ties count half). */
export function rocAuc(scored: readonly { score: number; positive: boolean }[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j++;
    const midRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if (!sorted[k]!.positive) continue;
      rankSum += midRank;
      positives++;
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}
