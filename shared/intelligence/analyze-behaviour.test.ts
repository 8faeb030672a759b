import { describe, expect, it } from 'vitest';
import { analyzeBehaviouralPatterns, classify } from './analyze-behaviour';
import { behaviourBaseline, compareWithBaseline } from './behaviour-baseline';
import { behaviourFeatures } from './behaviour-features';
import { behaviourAt, behaviourSession, pagesAt } from './session-fixtures';

const now = new Date('2026-11-25T03:00:00Z');

/** Twelve pages exactly 2 s apart, clicks by element.click() and no pointer: a plain script. */
const scripted = () =>
  behaviourSession([...pagesAt(Array.from({ length: 12 }, (_, i) => i * 2_000)), behaviourAt(24_000, { click: Array.from({ length: 11 }, (_, i) => [0, 0, 2_000 * (i + 1)]) })], {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  });

/** Four pages at a reader's uneven pace, a mouse that accelerates and brakes, held keys: a person. */
function person() {
  const mouse = Array.from({ length: 17 }, (_, i) => {
    const t = i / 16;
    return [100 + 500 * (10 * t ** 3 - 15 * t ** 4 + 6 * t ** 5), 200 + 40 * Math.sin(Math.PI * t), 5_000 + 50 * i];
  });
  const keystroke = [110, 85, 140, 95, 120, 70, 105].map((held, i) => [9_000 + i * 230 + (i % 3) * 40, held]);
  return behaviourSession([...pagesAt([0, 14_000, 95_000, 101_000]), behaviourAt(30_000, { mouse, keystroke, click: [[600, 200, 5_900]] })]);
}

describe('classify', () => {
  it.each([
    [0, 'normal'],
    [39, 'normal'],
    [40, 'suspicious'],
    [69, 'suspicious'],
    [70, 'likely_bot'],
    [100, 'likely_bot'],
  ] as const)('puts a score of %i in §9’s %s band', (score, band) => {
    expect(classify(score)).toBe(band);
  });
});

describe('analyzeBehaviouralPatterns', () => {
  it('calls a headless script that pages every 2 s and clicks without a pointer a likely bot, and says why', () => {
    const analysis = analyzeBehaviouralPatterns(scripted(), { now });
    expect(analysis.behavioralClassification).toBe('likely_bot');
    expect(analysis.evidence.map((e) => e.name)).toEqual(expect.arrayContaining(['botUserAgent', 'regularTiming', 'noPointer', 'clicksWithoutPointer']));
    expect(analysis.metrics.activityMetrics.eventIntervalConsistency).toBe('suspicious');
    expect(analysis.metrics.navigationMetrics.engagementPattern).toBe('rapid_browsing');
  });

  it('calls a person reading at an uneven pace normal', () => {
    const analysis = analyzeBehaviouralPatterns(person(), { now });
    expect(analysis.behavioralClassification).toBe('normal');
    expect(analysis.botLikelihoodScore).toBeLessThan(20);
    expect(analysis.metrics.navigationMetrics).toMatchObject({ longStays: 1, engagementPattern: 'engaged' });
  });

  it('gives a one-page visit with nothing measured a low score: absence of data is not evidence', () => {
    const analysis = analyzeBehaviouralPatterns(behaviourSession(pagesAt([0])), { now });
    expect(analysis.botLikelihoodScore).toBeLessThan(5);
    expect(analysis.metrics.navigationMetrics.engagementPattern).toBe('bounce');
  });
});

describe('the comparison with the window’s baseline', () => {
  const window = [person(), person(), behaviourSession(pagesAt([0, 20_000, 70_000])), behaviourSession(pagesAt([0, 9_000, 31_000, 39_000]))].map(behaviourFeatures);

  it('summarises the window as §3’s comparative baseline', () => {
    const baseline = behaviourBaseline(window);
    expect(baseline.sessions).toBe(4);
    expect(baseline.mean.pageViews).toBe(3.75);
    const comparison = compareWithBaseline(behaviourFeatures(person()), baseline);
    expect(comparison).toMatchObject({ totalComparisonSessions: 4, percentDifferences: { pageViews: 6.7 } });
  });

  it('flags a session several standard deviations from the window as an anomaly', () => {
    const comparison = compareWithBaseline(behaviourFeatures(scripted()), behaviourBaseline(window));
    expect(comparison.zScores.pagesPerMinute!).toBeGreaterThan(3);
    expect(comparison.anomalies.some((a) => a.startsWith('pagesPerMinute'))).toBe(true);
  });
});
