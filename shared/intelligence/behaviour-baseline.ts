import type { BehaviourFeatures } from './behaviour-features';
import { mean, round, stdev } from './stats';

/** The numeric features a window's sessions are compared on. */
export const baselineFeatures = [
  'totalEvents', 'pageViews', 'uniquePages', 'durationSeconds', 'intervalCv', 'pagesPerMinute', 'pageTimeMeanSeconds', 'pageTimeCv',
  'mouseSamples', 'mouseStraightness', 'mouseSpeedCv', 'mouseZigzag', 'keyHoldMeanMs', 'keyHoldCv', 'scrollStepCv',
] as const satisfies readonly (keyof BehaviourFeatures)[];
export type BaselineFeature = (typeof baselineFeatures)[number];

/** Mean and standard deviation per feature over a window's sessions (those where the feature was measurable). */
export interface BehaviourBaseline {
  sessions: number;
  mean: Partial<Record<BaselineFeature, number>>;
  stdev: Partial<Record<BaselineFeature, number>>;
}

/** A |z| at or beyond this is an anomaly against the window. */
export const anomalyZ = 3;

/** The window's feature distribution, from a sample of its sessions' features (the caller picks the window, §7's 24 h). */
export function behaviourBaseline(sample: readonly BehaviourFeatures[]): BehaviourBaseline {
  const baseline: BehaviourBaseline = { sessions: sample.length, mean: {}, stdev: {} };
  for (const key of baselineFeatures) {
    const values = sample.map((f) => f[key]).filter((v): v is number => v !== null && Number.isFinite(v));
    if (values.length < 2) continue;
    baseline.mean[key] = mean(values);
    baseline.stdev[key] = stdev(values);
  }
  return baseline;
}

export interface BaselineComparison {
  totalComparisonSessions: number;
  baselineEventsAvg: number | null;
  baselineDurationAvg: number | null;
  /** This session against the window's mean, in percent (events, duration, pages). */
  percentDifferences: { events: number | null; duration: number | null; pageViews: number | null };
  zScores: Partial<Record<BaselineFeature, number>>;
  anomalies: string[];
}

/** This session's features as z-scores against the window, and the features beyond `anomalyZ` as readable anomalies. */
export function compareWithBaseline(f: BehaviourFeatures, baseline: BehaviourBaseline): BaselineComparison {
  const zScores: BaselineComparison['zScores'] = {};
  const anomalies: string[] = [];
  for (const key of baselineFeatures) {
    const value = f[key];
    const m = baseline.mean[key];
    const s = baseline.stdev[key];
    if (value === null || m === undefined || s === undefined || s === 0) continue;
    const z = round((value - m) / s);
    zScores[key] = z;
    if (Math.abs(z) >= anomalyZ) anomalies.push(`${key} ${round(value)} is ${Math.abs(z)} standard deviations ${z > 0 ? 'above' : 'below'} the window's mean ${round(m)}`);
  }
  const pct = (value: number, m: number | undefined) => (m === undefined || m === 0 ? null : round(((value - m) / m) * 100, 1));
  return {
    totalComparisonSessions: baseline.sessions,
    baselineEventsAvg: baseline.mean.totalEvents === undefined ? null : round(baseline.mean.totalEvents, 1),
    baselineDurationAvg: baseline.mean.durationSeconds === undefined ? null : round(baseline.mean.durationSeconds, 1),
    percentDifferences: { events: pct(f.totalEvents, baseline.mean.totalEvents), duration: pct(f.durationSeconds, baseline.mean.durationSeconds), pageViews: pct(f.pageViews, baseline.mean.pageViews) },
    zScores,
    anomalies,
  };
}
