import type { BehaviourFeatures } from './behaviour-features';
import { ramp } from './stats';

/** One piece of evidence: how strongly it is present (0–1), its hand-set weight, and what it means to a reader. */
export interface BotEvidence {
  name: string;
  strength: number;
  weight: number;
  reason: string;
}

/** The log-odds of a session with no evidence at all: a quiet one-page visit scores about 1 in 100. */
export const botModelBias = -4.6;

/** Hand-set weights (docs/intelligence.md says why each and from which reading): one place to change them. */
export const botWeights = {
  botUserAgent: 9,
  webdriver: 9,
  deviceInconsistency: 3.5,
  regularTiming: 3,
  noPointer: 2.5,
  noScroll: 1,
  clicksWithoutPointer: 3,
  straightMouse: 1.5,
  evenMouseSpeed: 2.5,
  zigzagMouse: 1.5,
  uniformKeys: 2.5,
  evenScroll: 2,
  evenPageTimes: 2,
  fastPaging: 2.5,
} as const;

const known = (x: number | null, f: (v: number) => number) => (x === null ? 0 : f(x));
/** A variation measured over few values is weak evidence: full weight from `full` values. */
const support = (n: number, full: number) => Math.min(1, n / full);

/** Each feature turned into evidence of automation, strongest first. Absent measurements are no evidence either way. */
export function botEvidence(f: BehaviourFeatures): BotEvidence[] {
  const w = botWeights;
  const pointer = f.mouseSamples + f.touchSamples;
  const all: BotEvidence[] = [
    { name: 'botUserAgent', strength: f.automation.botUserAgent ? 1 : 0, weight: w.botUserAgent, reason: `user agent names automation (${f.automation.botUserAgent})` },
    { name: 'webdriver', strength: f.automation.webdriver ? 1 : 0, weight: w.webdriver, reason: 'navigator.webdriver is set' },
    { name: 'deviceInconsistency', strength: Math.min(1, f.automation.inconsistencies.length), weight: w.deviceInconsistency, reason: `device signals: ${f.automation.inconsistencies.join('; ')}` },
    { name: 'regularTiming', strength: known(f.intervalCv, (cv) => ramp(cv, 0.75, 0.25)) * support(f.intervalCount, 8), weight: w.regularTiming, reason: `evenly spaced events (interval variation ${fmt(f.intervalCv)})` },
    { name: 'noPointer', strength: f.pageViews >= 2 && pointer === 0 ? 1 : 0, weight: w.noPointer, reason: `${f.pageViews} pages without a mouse move or touch` },
    { name: 'noScroll', strength: f.pageViews >= 3 && f.scrollSamples === 0 ? 1 : 0, weight: w.noScroll, reason: `${f.pageViews} pages without scrolling` },
    { name: 'clicksWithoutPointer', strength: known(f.clicksWithPointer, (share) => 1 - share), weight: w.clicksWithoutPointer, reason: `clicks with no pointer near them (${fmt(f.clicksWithPointer === null ? null : 1 - f.clicksWithPointer)} of clicks)` },
    { name: 'straightMouse', strength: known(f.mouseStraightness, (s) => ramp(s, 0.97, 0.995)), weight: w.straightMouse, reason: `ruler-straight mouse strokes (straightness ${fmt(f.mouseStraightness)})` },
    { name: 'evenMouseSpeed', strength: known(f.mouseSpeedCv, (cv) => ramp(cv, 0.58, 0.45)), weight: w.evenMouseSpeed, reason: `mouse moves at an even speed (variation ${fmt(f.mouseSpeedCv)})` },
    { name: 'zigzagMouse', strength: known(f.mouseZigzag, (z) => ramp(z, 0.5, 0.8)), weight: w.zigzagMouse, reason: `mouse path zig-zags like added noise (${fmt(f.mouseZigzag)} of turns reverse)` },
    { name: 'uniformKeys', strength: Math.max(known(f.keyHoldCv, (cv) => ramp(cv, 0.2, 0.06)), known(f.keyHoldMeanMs, (ms) => ramp(ms, 25, 8)) * (f.keystrokes >= 5 ? 1 : 0)), weight: w.uniformKeys, reason: `uniform or instant key presses (hold ${fmt(f.keyHoldMeanMs)} ms, variation ${fmt(f.keyHoldCv)})` },
    { name: 'evenScroll', strength: known(f.scrollStepCv, (cv) => ramp(cv, 0.2, 0.05)), weight: w.evenScroll, reason: `scrolls by the same distance each time (variation ${fmt(f.scrollStepCv)})` },
    { name: 'evenPageTimes', strength: known(f.pageTimeCv, (cv) => ramp(cv, 0.45, 0.2)) * support(f.pageTimeCount, 6), weight: w.evenPageTimes, reason: `about the same time on every page (variation ${fmt(f.pageTimeCv)})` },
    { name: 'fastPaging', strength: ramp(f.pagesPerMinute, 6, 20), weight: w.fastPaging, reason: `${fmt(f.pagesPerMinute)} pages a minute` },
  ];
  return all.filter((e) => e.strength > 0).sort((a, b) => b.strength * b.weight - a.strength * a.weight);
}

/** Bot likelihood 0–100: a logistic of the bias plus each evidence's strength times its weight. */
export function botLikelihood(evidence: readonly BotEvidence[]): number {
  const logit = evidence.reduce((a, e) => a + e.strength * e.weight, botModelBias);
  return Math.round(100 / (1 + Math.exp(-logit)));
}

const fmt = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2));
