import type { BehaviourVector, CorrelationSession } from './correlation-input';

/** The spread of each feature between two sessions of one person; a difference of one scale is ordinary. */
const scales: { pick: (v: BehaviourVector) => number | null; scale: number }[] = [
  { pick: (v) => v.keyHoldMeanMs, scale: 25 },
  { pick: (v) => v.keyHoldCv, scale: 0.12 },
  { pick: (v) => v.mouseSpeedCv, scale: 0.2 },
  { pick: (v) => v.mouseStraightness, scale: 0.06 },
  { pick: (v) => (v.pageTimeMeanSeconds === null ? null : Math.log(Math.max(1, v.pageTimeMeanSeconds))), scale: 0.6 },
  { pick: (v) => v.intervalCv, scale: 0.6 },
];

/** Pages everyone lands on say nothing about who the visitor is. */
const commonplace = new Set(['/']);

/** 0–1 from the normalised distance of two sessions' behaviour vectors; null when fewer than 2 features are shared. */
export function vectorSimilarity(a: BehaviourVector | null, b: BehaviourVector | null): number | null {
  if (!a || !b) return null;
  const d2 = scales
    .map(({ pick, scale }) => {
      const x = pick(a);
      const y = pick(b);
      return x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y) ? null : ((x - y) / scale) ** 2;
    })
    .filter((d): d is number => d !== null);
  return d2.length < 2 ? null : Math.exp(-0.5 * (d2.reduce((s, d) => s + d, 0) / d2.length));
}

export interface BehaviourMatch {
  /** 0–1 */
  score: number;
  vectorSimilarity: number | null;
  commonPages: string[];
}

/** Behavioural similarity: alike hands and pace, and the same pages (products) visited. */
export function behaviourMatch(a: CorrelationSession, b: CorrelationSession): BehaviourMatch {
  const pa = new Set(a.pages.filter((p) => !commonplace.has(p)));
  const pb = new Set(b.pages.filter((p) => !commonplace.has(p)));
  const commonPages = [...pa].filter((p) => pb.has(p));
  const union = new Set([...pa, ...pb]).size;
  const pages = union === 0 ? 0 : Math.min(1, (2 * commonPages.length) / union);
  const vector = vectorSimilarity(a.behaviour, b.behaviour);
  return { score: vector === null ? 0.5 * pages : 0.75 * vector + 0.25 * pages, vectorSimilarity: vector, commonPages };
}
