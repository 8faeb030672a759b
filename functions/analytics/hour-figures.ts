import { estimateDistinct, mergeRegisters, registerCount } from '../../shared/tracking/hyperloglog';
import { hourOf } from '../../shared/tracking/traffic-tally';
import { hourSalesScope, scopeShards } from '../lib/data/entities/sales-counter';
import { dayTrafficScope, hourScope, trafficScopes } from '../lib/data/entities/traffic-counter';
import { dayOf } from '../../shared/tracking/traffic-tally';
import { dayFigures, finishedDaysFigures, type ProductFigures } from './popular-products';
import type { Deps } from '../lib/deps';
import { expiresAfterDays } from '../lib/data/expires-at';

type ReadDeps = Pick<Deps, 'store'>;

const hourMs = 3_600_000;
/** The window is the current hour and the 23 before it. */
const pastHourCount = 23;

export interface DayViews {
  day: string;
  views: number;
  productViews: number;
}

/** Counts and sketches of a run of hours, added up. */
export interface HoursFigures {
  views: number;
  productViews: number;
  sessionsStarted: number;
  sessionSeconds: number;
  purchases: number;
  users: number[];
  sessions: number[];
}

/** The figures of some hours from their counters: traffic and sales shards and the hours' sketches, three BatchGets. */
export async function hoursFigures(deps: ReadDeps, hours: readonly string[], alsoDays: readonly string[] = []): Promise<HoursFigures & { days: DayViews[] }> {
  const { trafficCounter, salesCounter, visitorSketch } = deps.store.entities;
  const [both, sales, sketches] = await Promise.all([
    trafficCounter.get([...hours.flatMap((h) => trafficScopes((s) => hourScope(h, s))), ...alsoDays.flatMap((d) => trafficScopes((s) => dayTrafficScope(d, s)))].map((scope) => ({ scope }))).go(),
    salesCounter.get(hours.flatMap((h) => scopeShards(hourSalesScope(new Date(`${h}:00:00Z`)))).map((scope) => ({ scope }))).go(),
    visitorSketch.get(hours.flatMap((h) => [{ scope: `users#${h}` }, { scope: `sessions#${h}` }])).go(),
  ]);
  const sum = <T>(items: T[], pick: (i: T) => number | undefined) => items.reduce((n, i) => n + (pick(i) ?? 0), 0);
  const traffic = { data: both.data.filter((i) => i.scope.startsWith('hour#')) };
  const days = alsoDays.map((day) => {
    const items = both.data.filter((i) => i.scope.startsWith(`day#${day}#`));
    return { day, views: sum(items, (i) => i.pageViews), productViews: sum(items, (i) => i.productViews) };
  });
  const merged = (prefix: string) => toList(mergeRegisters(sketches.data.filter((s) => s.scope.startsWith(prefix)).map((s) => s.registers as number[])));
  return {
    views: sum(traffic.data, (i) => i.pageViews),
    productViews: sum(traffic.data, (i) => i.productViews),
    sessionsStarted: sum(traffic.data, (i) => i.sessionsStarted),
    sessionSeconds: sum(traffic.data, (i) => i.sessionSeconds),
    purchases: sum(sales.data, (i) => i.orders),
    users: merged('users#'),
    sessions: merged('sessions#'),
    days,
  };
}

const toList = (registers: Record<number, number>) => Array.from({ length: registerCount }, (_, i) => registers[i] ?? 0);
export const pastHours = (now: Date) => Array.from({ length: pastHourCount }, (_, i) => hourOf(now.getTime() - (i + 1) * hourMs));

/** What the panel reads besides the current hour, from the rollup or, until the schedule made it, the counters. */
export interface WindowFigures extends HoursFigures {
  pastFrom: 'rollup' | 'counters';
  /** The chart's days, oldest first, today last. */
  viewsPerDay: DayViews[];
  /** The six finished days' products, for Popular Products. */
  finishedDays: ProductFigures[];
  /** Today's products as of the rollup (at most 5 minutes old); null when read from the counters (then read them live). */
  todayProducts: ProductFigures[] | null;
}

/**
 * The last 24 hours, the chart's 7 days and the finished days' products: the finished hours and days from their rollup
 * (`trafficWindow`, kept by the `rollUpTraffic` schedule) or, until the schedule has made it for this hour, from their
 * counters; the current hour and today live from theirs (one BatchGet each for traffic, sales and sketches).
 */
export async function windowFigures(deps: ReadDeps, now: Date): Promise<WindowFigures> {
  const today = dayOf(now.getTime());
  const [rollup, current] = await Promise.all([deps.store.entities.trafficWindow.get({ hour: hourOf(now.getTime()) }).go(), hoursFigures(deps, [hourOf(now.getTime())], [today])]);
  const past = rollup.data ? (JSON.parse(rollup.data.figures) as Awaited<ReturnType<typeof finishedFigures>>) : await finishedFigures(deps, now);
  return {
    views: past.views + current.views,
    productViews: past.productViews + current.productViews,
    sessionsStarted: past.sessionsStarted + current.sessionsStarted,
    sessionSeconds: past.sessionSeconds + current.sessionSeconds,
    purchases: past.purchases + current.purchases,
    users: toList(mergeRegisters([past.users, current.users])),
    sessions: toList(mergeRegisters([past.sessions, current.sessions])),
    viewsPerDay: [...past.pastDays, ...current.days],
    finishedDays: past.finishedDays,
    todayProducts: rollup.data ? past.todayProducts : null,
    pastFrom: rollup.data ? 'rollup' : 'counters',
  };
}

/** The finished hours, the chart's six finished days and their products, from their counters and day rollups. */
async function finishedFigures(deps: ReadDeps, now: Date) {
  const days = Array.from({ length: chartPastDays }, (_, i) => dayOf(now.getTime() - (chartPastDays - i) * 86_400_000));
  const [hours, finishedDays, todayProducts] = await Promise.all([hoursFigures(deps, pastHours(now), days), finishedDaysFigures(deps, now), dayFigures(deps, dayOf(now.getTime()))]);
  const { days: pastDays, ...rest } = hours;
  return { ...rest, pastDays, finishedDays, todayProducts };
}

const chartPastDays = 6;

/** Writes the rollup for the current hour (run every 5 minutes, so late batches for finished hours land soon). */
export async function rollUpPastHours(deps: ReadDeps, now: Date): Promise<void> {
  const figures = await finishedFigures(deps, now);
  await deps.store.entities.trafficWindow
    .put({ hour: hourOf(now.getTime()), figures: JSON.stringify(figures), computedAt: now.toISOString(), expiresAt: expiresAfterDays(now, 2) })
    .go({ response: 'none' });
}

export const distinct = (registers: number[]) => Math.round(estimateDistinct(registers));
