import { describe, expect, it } from 'vitest';
import { automationHints } from './automation-hints';
import { behaviourFeatures } from './behaviour-features';
import { behaviourAt, behaviourSession, eventAt, pagesAt } from './session-fixtures';

const every = (ms: number, n: number) => Array.from({ length: n }, (_, i) => i * ms);

describe('behaviourFeatures', () => {
  it.each([
    ['pages every 5 s exactly', every(5_000, 8), (cv: number) => cv < 0.01],
    ['pages after 2 s, 40 s, 5 s, 3 min and 3 s', [0, 2_000, 42_000, 47_000, 227_000, 230_000], (cv: number) => cv > 1],
  ])('measures the regularity of the visitor’s own events: %s', (_name, offsets, judge) => {
    const f = behaviourFeatures(behaviourSession(pagesAt(offsets)));
    expect(judge(f.intervalCv!)).toBe(true);
  });

  it('leaves out timer events, which are regular whoever is at the keyboard', () => {
    const heartbeats = every(30_000, 10).map((ms) => eventAt(ms, 'heartbeat'));
    expect(behaviourFeatures(behaviourSession(heartbeats)).intervalCv).toBeNull();
  });

  it('counts a sample once however many snapshots repeat it', () => {
    const mouse = [[1, 1, 1_000], [50, 40, 1_050], [120, 90, 1_100]];
    const f = behaviourFeatures(behaviourSession([behaviourAt(30_000, { mouse }), behaviourAt(60_000, { mouse: [...mouse, [130, 95, 31_000]] })]));
    expect(f.mouseSamples).toBe(4);
  });

  it('judges only clicks the mouse buffer still covers: an older click lost its trail to the cap of 100', () => {
    const trail = Array.from({ length: 100 }, (_, i) => [i * 3, 100, 20_000 + i * 50]);
    const early = [50, 50, 2_000];
    const aligned = [297, 100, 25_000];
    const f = behaviourFeatures(behaviourSession([behaviourAt(30_000, { mouse: trail, click: [early, aligned] })]));
    expect(f.clicksWithPointer).toBe(1);
  });

  it('sees instant key presses as a script’s', () => {
    const keystroke = every(100, 10).map((ms) => [ms, 1]);
    const f = behaviourFeatures(behaviourSession([behaviourAt(30_000, { keystroke })]));
    expect(f.keyHoldMeanMs).toBe(1);
    expect(f.keystrokes).toBe(10);
  });

  it('measures scroll steps of one size as no variation', () => {
    const scroll = every(100, 8).map((ms, i) => [i * 400, ms]);
    expect(behaviourFeatures(behaviourSession([behaviourAt(30_000, { scroll })])).scrollStepCv).toBe(0);
  });

  it('counts rapid switches (under 3 s) and long stays (over a minute) from the pages’ durations', () => {
    const f = behaviourFeatures(behaviourSession(pagesAt([0, 1_000, 2_500, 100_000, 105_000])));
    expect([f.rapidSwitches, f.longStays, f.pageViews, f.uniquePages]).toEqual([2, 1, 5, 5]);
  });
});

describe('automationHints', () => {
  it.each([
    ['HeadlessChrome in the user agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', {}, 'botUserAgent'],
    ['a Windows user agent on Linux', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', { platform: 'Linux x86_64' }, 'inconsistency'],
    ['a phone user agent without touch', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', { touchPoints: 0 }, 'inconsistency'],
    ['headless Chromium’s 800×600 window', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', { screen: '800x600x1' }, 'inconsistency'],
    ['navigator.webdriver', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36', { webdriver: true }, 'webdriver'],
  ] as const)('notices %s', (_name, ua, signals, expected) => {
    const hints = automationHints(ua, signals);
    const found = { botUserAgent: hints.botUserAgent !== null, inconsistency: hints.inconsistencies.length > 0, webdriver: hints.webdriver };
    expect(found[expected]).toBe(true);
  });

  it('finds nothing on an ordinary browser', () => {
    const hints = automationHints('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', { platform: 'Win32', touchPoints: 0, screen: '1920x1080x1', languages: 'en-GB' });
    expect(hints).toEqual({ botUserAgent: null, webdriver: false, inconsistencies: [] });
  });
});
