import { describe, expect, it } from 'vitest';
import { compareVectors } from './behaviour-similarity';
import type { BehaviourVector } from './correlation-input';

const pace = { pageTimeMeanSeconds: 25, intervalCv: 1.2, mouseSpeedCv: null, mouseStraightness: null, touchSamples: 0, mouseSamples: 0 };
const typist = (keyHoldMeanMs: number, keystrokes?: number, more: Partial<BehaviourVector> = {}): BehaviourVector => ({ ...pace, keyHoldMeanMs, keyHoldCv: 0.3, keystrokes, ...more });

describe('compareVectors: one person’s hands against another session’s', () => {
  it.each([
    ['5 keys each', 0.79, 5],
    ['12 keys each', 0.61, 12],
    ['60 keys each', 0.22, 60],
    ['an unknown number of keys (the typical session’s spread)', 0.65, undefined],
  ] as const)('judges hold times 20 ms apart over %s at %f: a mean of few keys moves by chance', (_, similarity, keys) => {
    expect(compareVectors(typist(100, keys), typist(120, keys))!.similarity).toBeCloseTo(similarity, 2);
  });

  it('tells a quick typist from a slow one by the pace between keys', () => {
    const quick = typist(100, 30, { keyIntervalMeanMs: 120 });
    expect(compareVectors(quick, typist(100, 30, { keyIntervalMeanMs: 125 }))!.similarity).toBeGreaterThan(0.9);
    expect(compareVectors(quick, typist(100, 30, { keyIntervalMeanMs: 280 }))!.similarity).toBeLessThan(0.3);
  });

  it('says the hands were measured only when keys or the mouse were, not from page pace alone', () => {
    const pageOnly = { ...pace, keyHoldMeanMs: null, keyHoldCv: null };
    expect(compareVectors(pageOnly, { ...pageOnly, pageTimeMeanSeconds: 200 })).toMatchObject({ hands: false });
    expect(compareVectors(typist(100, 10), typist(160, 10))).toMatchObject({ hands: true });
  });

  it('compares nothing without both vectors or with fewer than two traits measured in both', () => {
    expect(compareVectors(typist(100), null)).toBeNull();
    expect(compareVectors({ ...pace, keyHoldMeanMs: 100, keyHoldCv: null, intervalCv: null }, { ...pace, keyHoldMeanMs: null, keyHoldCv: null, pageTimeMeanSeconds: null })).toBeNull();
  });
});
