import type { BehaviourVector, CorrelationSession } from './correlation-input';

/**
 * The spread of each feature between two sessions of one person (a difference of one scale is ordinary), and how much
 * it tells people apart. How long keys are held is the steadiest trait of a person's hands (keystroke dynamics); page
 * pace and mouse shape vary nearly as much within a person as between people, so they count less.
 */
const scales: { pick: (v: BehaviourVector) => number | null; scale: number; weight: number }[] = [
  { pick: (v) => v.keyHoldMeanMs, scale: 12, weight: 3 },
  { pick: (v) => v.keyHoldCv, scale: 0.08, weight: 1 },
  { pick: (v) => v.mouseSpeedCv, scale: 0.08, weight: 0.5 },
  { pick: (v) => v.mouseStraightness, scale: 0.12, weight: 0.5 },
  { pick: (v) => (v.pageTimeMeanSeconds === null ? null : Math.log(Math.max(1, v.pageTimeMeanSeconds))), scale: 0.9, weight: 1 },
  { pick: (v) => v.intervalCv, scale: 0.6, weight: 0.5 },
];

/** Pages everyone lands on say nothing about who the visitor is. */
const commonplace = new Set(['/']);

/** 0–1 from the normalised distance of two sessions' behaviour vectors; null when fewer than 2 features are shared. */
export function vectorSimilarity(a: BehaviourVector | null, b: BehaviourVector | null): number | null {
  if (!a || !b) return null;
  let weighted = 0;
  let weights = 0;
  let measured = 0;
  for (const { pick, scale, weight } of scales) {
    const x = pick(a);
    const y = pick(b);
    if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) continue;
    weighted += weight * ((x - y) / scale) ** 2;
    weights += weight;
    measured++;
  }
  return measured < 2 ? null : Math.exp(-0.5 * (weighted / weights));
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
  return { score: vector === null ? 0.5 * pages : 0.9 * vector + 0.1 * pages, vectorSimilarity: vector, commonPages };
}
