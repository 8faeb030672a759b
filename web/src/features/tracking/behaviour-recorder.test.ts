import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviourRecorder } from './behaviour-recorder';
import type { ScrollGeometry } from './scroll-probe';

function harness() {
  const page = new EventTarget();
  vi.stubGlobal('document', page);
  const tracker = { record: vi.fn(), input: vi.fn() };
  const measurements: ScrollGeometry[] = [];
  const probe = { measure: (done: ScrollGeometry) => void measurements.push(done), stop: vi.fn() };
  const recorder = new BehaviourRecorder(tracker, probe);
  const stop = recorder.attach(page);
  const fire = (type: string, timeStamp: number, fields: Record<string, unknown> = {}, on: EventTarget = page) => {
    const event = new Event(type);
    for (const [name, value] of Object.entries({ timeStamp, ...fields })) Object.defineProperty(event, name, { value });
    on.dispatchEvent(event);
  };
  /** Answers the waiting scroll measurement: scrolled to `top` of a 4,000 px page in an 800 px viewport. */
  const measured = (top: number) => measurements.splice(0).forEach((done) => done(top, 800, 4_000));
  const behaviour = () => recorder.snapshot()!;
  const milestones = () => tracker.record.mock.calls.map(([e]) => e as { type: string; depth?: number }).filter((e) => e.type === 'scroll').map((e) => e.depth);
  return { recorder, tracker, probe, stop, fire, measurements, measured, behaviour, milestones };
}

describe('the behaviour recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('samples the mouse at most every 50 ms by the events’ own time, keeping the newest 100', () => {
    const h = harness();
    for (let t = 1_000; t < 1_100; t += 10) h.fire('mousemove', t, { clientX: t, clientY: 1 });
    expect(h.behaviour().mouse.map(([x]) => x)).toEqual([1_000, 1_050]);
    for (let t = 2_000; t < 2_000 + 150 * 50; t += 50) h.fire('mousemove', t, { clientX: t, clientY: 1 });
    const mouse = h.behaviour().mouse;
    expect(mouse).toHaveLength(100);
    expect(mouse.at(-1)![0]).toBe(2_000 + 149 * 50);
    expect(h.tracker.input).toHaveBeenCalled();
  });

  it('measures the scroll position once per booking, at least 50 ms apart, and always where a scroll stopped', () => {
    const h = harness();
    h.fire('scroll', 1_000);
    h.fire('scroll', 1_010);
    expect(h.measurements).toHaveLength(1);
    h.measured(300);
    h.fire('scroll', 1_020);
    h.fire('scroll', 1_030);
    expect(h.measurements).toHaveLength(0);
    vi.advanceTimersByTime(30);
    expect(h.measurements).toHaveLength(1);
    h.measured(900);
    expect(h.behaviour().scroll.map(([top]) => top)).toEqual([300, 900]);
  });

  it('logs each 25 % scroll milestone once per page view, and again after a new page', () => {
    const h = harness();
    h.fire('scroll', 1_000);
    h.measured(1_300);
    h.fire('scroll', 2_000);
    h.measured(100);
    h.fire('scroll', 3_000);
    h.measured(3_200);
    expect(h.milestones()).toEqual([25, 50, 75, 100]);
    h.recorder.newPage();
    h.fire('scroll', 4_000);
    h.measured(400);
    expect(h.milestones()).toEqual([25, 50, 75, 100, 25]);
  });

  it('does not sample the window for an inner scroller’s scrolling', () => {
    const h = harness();
    vi.stubGlobal('document', new EventTarget());
    h.fire('scroll', 1_000);
    expect(h.measurements).toHaveLength(0);
  });

  it('keeps when a key went down and how long it was held, never which key', () => {
    const h = harness();
    vi.setSystemTime(10_000);
    h.fire('keydown', 1, { code: 'KeyQ', key: 'q', repeat: false });
    vi.setSystemTime(10_120);
    h.fire('keyup', 2, { code: 'KeyQ', key: 'q' });
    const behaviour = h.behaviour();
    expect(behaviour.keystroke).toEqual([[10_000, 120]]);
    expect(JSON.stringify(behaviour)).not.toMatch(/KeyQ|"q"/);
  });

  it('answers no behaviour event when nothing changed since the last one', () => {
    const h = harness();
    expect(h.recorder.snapshot()).toBeNull();
    h.fire('mousemove', 1_000, { clientX: 1, clientY: 2 });
    expect(h.recorder.snapshot()).not.toBeNull();
    expect(h.recorder.snapshot()).toBeNull();
  });

  it('stops listening, and drops a booked scroll measurement, once detached', () => {
    const h = harness();
    h.fire('scroll', 1_000);
    h.measured(0);
    h.fire('scroll', 1_010);
    h.stop();
    vi.advanceTimersByTime(100);
    h.fire('mousemove', 2_000, { clientX: 1, clientY: 2 });
    expect(h.measurements).toHaveLength(0);
    expect(h.probe.stop).toHaveBeenCalled();
    expect(h.behaviour().mouse).toEqual([]);
  });
});
