import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { useTestTable } from '../../test/integration/table';
import { LeasedWindows, leaseSize } from './leased-window-limit';

const run = Date.now().toString(36);
let caller = 0;
const fresh = () => `lease_${run}_${caller++}`;

describe('the tracking beacon’s leased rate windows', () => {
  let deps: Deps;
  // A fixed minute, so no test straddles a window boundary.
  const at = (second: number) => ({ ...deps, now: () => new Date(Date.UTC(2031, 0, 1, 12, 0, second)) });
  const windowStart = Date.UTC(2031, 0, 1, 12, 0, 0) / 1000;
  const counted = async (scope: string, who: string) => (await deps.store.entities.rateLimitWindow.get({ scope, caller: who, windowStart }).go({ consistent: true })).data?.count ?? 0;

  beforeAll(async () => {
    deps = await useTestTable();
  });

  it('lets one process through exactly the limit, refuses the next with the seconds left in the window, and counts no more than the limit', async () => {
    const windows = new LeasedWindows();
    const who = fresh();
    const rule = { scope: 'lease-test', limit: 25, windowSeconds: 60 };
    const decisions = [];
    for (let i = 0; i < 30; i++) decisions.push(await windows.take(at(15), rule, who));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(25);
    expect(decisions.slice(25)).toEqual(Array(5).fill({ allowed: false, retryAfterSeconds: 45 }));
    expect(await counted('lease-test', who)).toBe(25);
  });

  it('counts in leases of a tenth of the limit, far fewer writes than requests', async () => {
    const windows = new LeasedWindows();
    const who = fresh();
    const rule = { scope: 'lease-test', limit: 1200, windowSeconds: 60 };
    expect((await windows.take(at(5), rule, who)).allowed).toBe(true);
    await windows.settled();
    expect(await counted('lease-test', who)).toBe(leaseSize(1200));
    for (let i = 1; i < 100; i++) expect((await windows.take(at(5), rule, who)).allowed).toBe(true);
    await windows.settled();
    // 100 requests: the first lease of 120, and one more taken ahead once half of it was used; two writes in all.
    expect(leaseSize(1200)).toBe(120);
    expect(await counted('lease-test', who)).toBe(240);
  });

  it('lets concurrent requests of two processes through no more than the limit plus one lease each, and the table never counts past the limit', async () => {
    const [a, b] = [new LeasedWindows(), new LeasedWindows()];
    const who = fresh();
    const rule = { scope: 'lease-test', limit: 60, windowSeconds: 60 };
    const burst = (windows: LeasedWindows) => Promise.all(Array.from({ length: 60 }, () => windows.take(at(30), rule, who)));
    const decisions = (await Promise.all([burst(a), burst(b)])).flat();
    await Promise.all([a.settled(), b.settled()]);
    const allowed = decisions.filter((d) => d.allowed).length;
    expect(allowed).toBeLessThanOrEqual(60 + 2 * leaseSize(60));
    expect(allowed).toBeGreaterThanOrEqual(60 - (leaseSize(60) - 1));
    expect(await counted('lease-test', who)).toBeLessThanOrEqual(60);
    // Spent: both refuse from now on, whatever they still remember.
    expect((await a.take(at(31), rule, who)).allowed).toBe(false);
    expect((await b.take(at(31), rule, who)).allowed).toBe(false);
  });

  it('refuses at once a process that meets a caller whose window other processes already spent, after at most one lease of requests', async () => {
    const who = fresh();
    const rule = { scope: 'lease-test', limit: 10, windowSeconds: 60 };
    const first = new LeasedWindows();
    for (let i = 0; i < 10; i++) await first.take(at(10), rule, who);
    const late = new LeasedWindows();
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push((await late.take(at(11), rule, who)).allowed);
    await late.settled();
    expect(decisions.filter(Boolean).length).toBeLessThanOrEqual(leaseSize(10));
    expect(decisions.at(-1)).toBe(false);
    expect(await counted('lease-test', who)).toBe(10);
  });

  it('starts each window afresh', async () => {
    const windows = new LeasedWindows();
    const who = fresh();
    const rule = { scope: 'lease-test', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await windows.take(at(50), rule, who);
    expect((await windows.take(at(59), rule, who)).allowed).toBe(false);
    const nextMinute = { ...deps, now: () => new Date(Date.UTC(2031, 0, 1, 12, 1, 2)) };
    expect(await windows.take(nextMinute, rule, who)).toEqual({ allowed: true });
  });
});
