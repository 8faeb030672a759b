import type { BehaviourVector, CorrelationSession } from './correlation-input';

/**
 * One trait of a person compared between two sessions: how far apart one person's sessions ordinarily are (`scale`),
 * how much the trait tells people apart (`weight`), and, where the session measured it over few samples, the variance
 * of that measurement (`noise`), so a mean of five keys is not held to the precision of a mean of fifty.
 */
interface Trait {
  pick: (v: BehaviourVector) => number | null | undefined;
  scale: number;
  weight: number;
  noise?: (v: BehaviourVector, value: number) => number | null;
  /** A trait of the hands (keys, mouse shape), not of the pace: only these can say "another person's hands". */
  hands: boolean;
}

const log = (x: number | null | undefined) => (x === null || x === undefined ? null : Math.log(Math.max(1, x)));
/** The variance of a mean of `n` samples whose spread is `cv` of the mean; unknown without a count. */
const meanNoise = (value: number, cv: number, n: number | undefined) => (n === undefined || n < 1 ? null : (value * cv) ** 2 / n);

/**
 * How long keys are held is the steadiest trait of a person's hands (keystroke dynamics), then the typing pace and the
 * mouse's small zig-zags; page pace and mouse shape vary nearly as much within a person as between people, so they
 * count less. Without the number of keys, the hold time's scale is the one measured over typical sessions (12 ms).
 */
export const traits: Trait[] = [
  { pick: (v) => v.keyHoldMeanMs, scale: 6, weight: 3, hands: true, noise: (v, x) => meanNoise(x, v.keyHoldCv ?? 0.3, v.keystrokes) ?? 12 ** 2 - 6 ** 2 },
  { pick: (v) => v.keyHoldCv, scale: 0.08, weight: 1, hands: true },
  { pick: (v) => log(v.keyIntervalMeanMs), scale: 0.12, weight: 1.5, hands: true, noise: (v) => (v.keystrokes === undefined ? 0.2 ** 2 : 0.5 ** 2 / Math.max(1, v.keystrokes - 1)) },
  { pick: (v) => v.mouseZigzag, scale: 0.15, weight: 1, hands: true },
  { pick: (v) => v.mouseSpeedCv, scale: 0.08, weight: 0.5, hands: true },
  { pick: (v) => v.mouseStraightness, scale: 0.12, weight: 0.5, hands: true },
  { pick: (v) => log(v.pageTimeMeanSeconds), scale: 0.9, weight: 1, hands: false },
  { pick: (v) => v.intervalCv, scale: 0.6, weight: 0.5, hands: false },
];

/** Pages everyone lands on say nothing about who the visitor is. */
const commonplace = new Set(['/']);

export interface VectorComparison {
  /** 0–1 */
  similarity: number;
  /** Whether a trait of the hands was measured in both sessions. */
  hands: boolean;
}

/** Two sessions' behaviour vectors compared trait by trait; null when fewer than 2 traits were measured in both. */
export function compareVectors(a: BehaviourVector | null, b: BehaviourVector | null): VectorComparison | null {
  if (!a || !b) return null;
  let weighted = 0;
  let weights = 0;
  let measured = 0;
  let hands = false;
  for (const { pick, scale, weight, noise, hands: ofHands } of traits) {
    const x = pick(a);
    const y = pick(b);
    if (x === null || x === undefined || y === null || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) continue;
    const variance = scale ** 2 + (noise?.(a, x) ?? 0) + (noise?.(b, y) ?? 0);
    weighted += (weight * (x - y) ** 2) / variance;
    weights += weight;
    measured++;
    hands ||= ofHands;
  }
  return measured < 2 ? null : { similarity: Math.exp(-0.5 * (weighted / weights)), hands };
}

/** 0–1 from the normalised distance of two sessions' behaviour vectors; null when fewer than 2 features are shared. */
export function vectorSimilarity(a: BehaviourVector | null, b: BehaviourVector | null): number | null {
  return compareVectors(a, b)?.similarity ?? null;
}

export interface BehaviourMatch {
  /** 0–1 */
  score: number;
  vectorSimilarity: number | null;
  /** Whether the hands (keys or mouse) were measured in both sessions, so a low similarity means other hands. */
  handsMeasured: boolean;
  commonPages: string[];
}

/** Behavioural similarity: alike hands and pace, and the same pages (products) visited. */
export function behaviourMatch(a: CorrelationSession, b: CorrelationSession): BehaviourMatch {
  const pa = new Set(a.pages.filter((p) => !commonplace.has(p)));
  const pb = new Set(b.pages.filter((p) => !commonplace.has(p)));
  const commonPages = [...pa].filter((p) => pb.has(p));
  const union = new Set([...pa, ...pb]).size;
  const pages = union === 0 ? 0 : Math.min(1, (2 * commonPages.length) / union);
  const vector = compareVectors(a.behaviour, b.behaviour);
  return {
    score: vector === null ? 0.5 * pages : 0.9 * vector.similarity + 0.1 * pages,
    vectorSimilarity: vector?.similarity ?? null,
    handsMeasured: vector?.hands ?? false,
    commonPages,
  };
}
