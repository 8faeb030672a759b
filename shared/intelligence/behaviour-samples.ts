import { bufferCaps } from '../tracking/behaviour-buffers';
import type { StoredTrackEvent } from './session-input';

export type Point = [x: number, y: number, at: number];

/** A session's behaviour samples, each once, oldest first (browser epoch milliseconds). */
export interface BehaviourSamples {
  mouse: Point[];
  touch: Point[];
  click: Point[];
  /** [scrollTop, at] */
  scroll: [number, number][];
  /** [downAt, heldMs] */
  keystroke: [number, number][];
  focus: ['focus' | 'blur', number][];
  orientation: [number, number][];
  /** Clicks whose 1.5 s before are covered by the pointer buffers they were sent with (see `clickLookBackMs`). */
  judgedClicks: Point[];
}

/** How far before a click the pointer is looked for. */
export const clickLookBackMs = 1_500;

const kinds = ['mouse', 'touch', 'click', 'scroll', 'keystroke', 'focus', 'orientation'] as const;

/**
 * The browser sends its whole capped buffers every 30 s (web/src/features/tracking/behaviour-recorder.ts), so one
 * sample appears in several `behaviour` events: they are merged and deduplicated here before anything is measured.
 */
export function mergeBehaviourSamples(events: readonly StoredTrackEvent[]): BehaviourSamples {
  const judged = new Map<string, Point>();
  const seen = Object.fromEntries(kinds.map((k) => [k, new Map<string, unknown[]>()])) as Record<(typeof kinds)[number], Map<string, unknown[]>>;
  for (const e of events) {
    if (e.type !== 'behaviour' || !e.data) continue;
    for (const kind of kinds) {
      const buffer = e.data[kind];
      if (!Array.isArray(buffer)) continue;
      for (const sample of buffer) if (Array.isArray(sample)) seen[kind].set(sample.join(','), sample);
    }
    for (const click of clicksCovered(e.data)) judged.set(click.join(','), click);
  }
  const sorted = <T>(kind: (typeof kinds)[number]) => [...seen[kind].values()].sort((a, b) => Number(a.at(-1)) - Number(b.at(-1)) || Number(a[0]) - Number(b[0])) as T[];
  return {
    mouse: sorted<Point>('mouse'),
    touch: sorted<Point>('touch'),
    click: sorted<Point>('click'),
    scroll: sorted<[number, number]>('scroll'),
    keystroke: [...seen.keystroke.values()].sort((a, b) => Number(a[0]) - Number(b[0])) as [number, number][],
    focus: sorted<['focus' | 'blur', number]>('focus'),
    orientation: sorted<[number, number]>('orientation'),
    judgedClicks: [...judged.values()].sort((a, b) => a[2] - b[2]),
  };
}

/**
 * A full mouse buffer holds only its newest 100 samples (5 s of movement), so a click made earlier in the 30 s
 * between snapshots has lost its trail: only clicks after the start of what the pointer buffers still cover are judged.
 */
function clicksCovered(data: Record<string, unknown>): Point[] {
  const clicks = (Array.isArray(data.click) ? data.click : []) as Point[];
  let coveredFrom = -Infinity;
  for (const kind of ['mouse', 'touch'] as const) {
    const buffer = (Array.isArray(data[kind]) ? data[kind] : []) as Point[];
    if (buffer.length >= bufferCaps[kind]) coveredFrom = Math.max(coveredFrom, Math.min(...buffer.map((p) => p[2])));
  }
  return clicks.filter((c) => c[2] - clickLookBackMs >= coveredFrom);
}
