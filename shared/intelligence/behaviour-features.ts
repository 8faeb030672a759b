import { automationHints, type AutomationHints } from './automation-hints';
import { mergeBehaviourSamples } from './behaviour-samples';
import { keystrokeFeatures } from './input-features';
import { scrollStepCv } from './input-features';
import { clicksWithPointer, mouseFeatures } from './pointer-features';
import type { BehaviourSessionInput, StoredTrackEvent } from './session-input';
import { coefficientOfVariation, gaps, mean } from './stats';

/** A page left within this many seconds is a rapid switch; one kept longer than `longStaySeconds` a long stay. */
export const rapidSwitchSeconds = 3;
export const longStaySeconds = 60;
const burstMs = 1_000;

/** Everything behaviour analysis measures of one session; null where the session gives too little to measure it. */
export interface BehaviourFeatures {
  totalEvents: number;
  pageViews: number;
  uniquePages: number;
  clickEvents: number;
  scrollEvents: number;
  durationSeconds: number;
  /** Coefficient of variation of the gaps (of a second or more) between the visitor's own events, timers left out. */
  intervalCv: number | null;
  /** How many gaps `intervalCv` is measured over. */
  intervalCount: number;
  avgEventIntervalSeconds: number | null;
  pagesPerMinute: number;
  pageTimeMeanSeconds: number | null;
  pageTimeCv: number | null;
  pageTimeCount: number;
  rapidSwitches: number;
  longStays: number;
  mouseSamples: number;
  touchSamples: number;
  scrollSamples: number;
  mouseStraightness: number | null;
  mouseSpeedCv: number | null;
  mouseZigzag: number | null;
  clicksWithPointer: number | null;
  keystrokes: number;
  keyHoldMeanMs: number | null;
  keyHoldCv: number | null;
  keyIntervalCv: number | null;
  /** Mean time between keys typed in one run (gaps under 1.5 s, from 4 gaps): a typist's pace. */
  keyIntervalMeanMs: number | null;
  scrollStepCv: number | null;
  automation: AutomationHints;
}

/** Events the browser sends on a timer, whatever the visitor does: their regularity says nothing. */
const timerEvents = new Set(['behaviour', 'heartbeat', 'session_end']);

/** Measures one session's events, buffers and device. */
export function behaviourFeatures(session: BehaviourSessionInput): BehaviourFeatures {
  const events = [...session.events].sort((a, b) => a.at.localeCompare(b.at));
  const samples = mergeBehaviourSamples(events);
  const own = events.filter((e) => !timerEvents.has(e.type)).map((e) => Date.parse(e.at));
  // A click, its scroll milestones and the next page view come within a second of each other, human or not: the
  // rhythm is in the gaps between such bursts.
  const intervals = gaps(own).filter((ms) => ms >= burstMs).map((ms) => ms / 1000);
  const pageViews = events.filter((e) => e.type === 'page_view');
  const pageTimes = pageDurations(events);
  const durationSeconds = Math.max(0, (Date.parse(session.lastActivityAt) - Date.parse(session.startedAt)) / 1000);
  const mouse = mouseFeatures(samples.mouse);
  const keys = keystrokeFeatures(samples.keystroke);
  return {
    totalEvents: events.length,
    pageViews: pageViews.length,
    uniquePages: new Set(pageViews.map((e) => e.path)).size,
    clickEvents: events.filter((e) => e.type === 'click').length,
    scrollEvents: events.filter((e) => e.type === 'scroll').length,
    durationSeconds,
    intervalCv: coefficientOfVariation(intervals, 4),
    intervalCount: intervals.length,
    avgEventIntervalSeconds: intervals.length ? mean(intervals) : null,
    pagesPerMinute: pageViews.length / Math.max(1, durationSeconds / 60),
    pageTimeMeanSeconds: pageTimes.length ? mean(pageTimes) : null,
    pageTimeCv: coefficientOfVariation(pageTimes, 3),
    pageTimeCount: pageTimes.length,
    rapidSwitches: pageTimes.filter((s) => s < rapidSwitchSeconds).length,
    longStays: pageTimes.filter((s) => s > longStaySeconds).length,
    mouseSamples: samples.mouse.length,
    touchSamples: samples.touch.length,
    scrollSamples: samples.scroll.length,
    mouseStraightness: mouse.straightness,
    mouseSpeedCv: mouse.speedCv,
    mouseZigzag: mouse.zigzag,
    clicksWithPointer: clicksWithPointer(samples.judgedClicks, [...samples.mouse, ...samples.touch]),
    keystrokes: keys.keystrokes,
    keyHoldMeanMs: keys.holdMeanMs,
    keyHoldCv: keys.holdCv,
    keyIntervalCv: keys.intervalCv,
    keyIntervalMeanMs: keys.intervalMeanMs,
    scrollStepCv: scrollStepCv(samples.scroll),
    automation: automationHints(session.userAgent, session.deviceSignals),
  };
}

/** Seconds on each page: the browser's `page_leave` durations, else the gaps between page views. */
function pageDurations(events: readonly StoredTrackEvent[]): number[] {
  const left = events.filter((e) => e.type === 'page_leave').map((e) => Number(e.data?.durationSeconds)).filter(Number.isFinite);
  if (left.length > 0) return left;
  return gaps(events.filter((e) => e.type === 'page_view').map((e) => Date.parse(e.at) / 1000));
}
