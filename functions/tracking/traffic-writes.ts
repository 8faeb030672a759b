import { registerCount, registerOf } from '../../shared/tracking/hyperloglog';
import type { TrafficTally } from '../../shared/tracking/traffic-tally';
import { productDayShards } from '../lib/data/entities/product-day-counter';
import { dayTrafficScope, hourScope, trafficShards } from '../lib/data/entities/traffic-counter';
import { countryDay, countryHour } from '../lib/data/entities/country-traffic';
import { isConditionFailure } from '../lib/data/condition-failure';
import type { Deps } from '../lib/deps';
import type { TxEntities, TxWrite } from '../orders/transaction-types';

type Store = Pick<Deps, 'store'>['store'];

const day = 86_400;
/** Hours serve the 24 h cards and days the 7-day charts; both outlive their window with room for a late batch. */
export const trafficRetentionDays = { hours: 8, days: 400, productDays: 35, sketches: 3, memberDays: 9, marks: 2, recent: 2 } as const;
/** The TTL attribute's value `days` after `fromMs`. */
export const expiry = (fromMs: number, days: number) => Math.floor(fromMs / 1000) + days * day;

/**
 * The counter writes of one batch, for the transaction that also writes its session: exactly once with the session,
 * since a redelivered batch is refused by the session's remembered batch ids before it gets here.
 */
export function trafficWrites(tx: TxEntities, tally: TrafficTally, context: { countryCode?: string | undefined; sessionId: string; nowMs: number }): TxWrite[] {
  const shard = Math.floor(Math.random() * trafficShards);
  const writes: TxWrite[] = [];
  const days = new Map<string, Omit<TrafficTally['hours'][number], 'hour'>>();
  for (const { hour, ...counts } of tally.hours) {
    writes.push(tx.trafficCounter.update({ scope: hourScope(hour, shard) }).add(counts).set({ expiresAt: expiry(context.nowMs, trafficRetentionDays.hours) }).commit() as TxWrite);
    const d = hour.slice(0, 10);
    const sum = days.get(d) ?? { events: 0, pageViews: 0, productViews: 0, sessionsStarted: 0, sessionSeconds: 0 };
    for (const k of Object.keys(counts) as (keyof typeof counts)[]) sum[k] += counts[k];
    days.set(d, sum);
  }
  for (const [d, counts] of days) {
    writes.push(tx.trafficCounter.update({ scope: dayTrafficScope(d, shard) }).add(counts).set({ expiresAt: expiry(context.nowMs, trafficRetentionDays.days) }).commit() as TxWrite);
  }
  // A new session counts once for its country, by hour and by day (the intelligence console's Top Countries).
  const started = tally.hours.find((h) => h.sessionsStarted > 0);
  if (started && context.countryCode) {
    const countryCode = context.countryCode;
    writes.push(
      tx.countryTraffic.update({ period: countryHour(started.hour), countryCode }).add({ sessions: 1 }).set({ expiresAt: expiry(context.nowMs, trafficRetentionDays.hours) }).commit() as TxWrite,
      tx.countryTraffic.update({ period: countryDay(started.hour.slice(0, 10)), countryCode }).add({ sessions: 1 }).set({ expiresAt: expiry(context.nowMs, trafficRetentionDays.days) }).commit() as TxWrite,
    );
  }
  for (const p of tally.products) {
    writes.push(
      tx.productDayCounter
        .update({ day: p.day, shard: shard % productDayShards, productId: p.productId })
        .add({ views: p.views, viewSeconds: p.viewSeconds, timedViews: p.timedViews })
        .set({ expiresAt: expiry(context.nowMs, trafficRetentionDays.productDays) })
        .commit() as TxWrite,
    );
  }
  if (tally.recentView) {
    const at = new Date(tally.recentView.at).toISOString();
    writes.push(
      tx.recentActivity
        .put({
          day: at.slice(0, 10),
          activityKey: `${at}#${tally.recentView.key}`,
          kind: 'viewed',
          at,
          productId: tally.recentView.productId,
          sessionId: context.sessionId,
          ...(context.countryCode ? { countryCode: context.countryCode } : {}),
          expiresAt: expiry(tally.recentView.at, trafficRetentionDays.recent),
        })
        .commit() as TxWrite,
    );
  }
  if (tally.newlyLinkedUser) writes.push(sessionTallyWrite(tx, tally.newlyLinkedUser, context.nowMs));
  return writes;
}

/** A user's session count +1, in the transaction that first gives the session that user (here or on sign-in's link). */
export function sessionTallyWrite(tx: TxEntities, userId: string, nowMs: number): TxWrite {
  return tx.userSessionTally.update({ userId }).add({ sessions: 1 }).set({ lastSessionAt: new Date(nowMs).toISOString() }).commit() as TxWrite;
}

/**
 * The writes that are idempotent by nature, done before the session's transaction so a retry or redelivery repeats
 * them harmlessly: the hour sketches of active visitors and sessions (a register only ever rises) and each product's
 * unique viewer of the day (a mark created once, with the +1, in a transaction of its own).
 */
export async function countVisitors(store: Store, tally: TrafficTally, visitor: string, sessionId: string, nowMs: number, member: string | null = null): Promise<void> {
  const sketches = tally.activeHours.flatMap((hour) => [raiseRegister(store, `users#${hour}`, visitor, nowMs), raiseRegister(store, `sessions#${hour}`, sessionId, nowMs)]);
  // Signed-in visitors apart, by hour and by day: the intelligence console's Unique Users over 1 h, 24 h or 7 days.
  if (member) {
    const days = [...new Set(tally.activeHours.map((h) => h.slice(0, 10)))];
    sketches.push(...tally.activeHours.map((hour) => raiseRegister(store, `members#${hour}`, member, nowMs)));
    sketches.push(...days.map((day) => raiseRegister(store, `members#day#${day}`, member, nowMs, trafficRetentionDays.memberDays)));
  }
  const uniques = [...new Map(tally.products.filter((p) => p.views > 0).map((p) => [`${p.day}#${p.productId}`, p])).values()].map((p) => countUniqueViewer(store, p.day, p.productId, visitor, nowMs));
  await Promise.all([...sketches, ...uniques]);
}

async function countUniqueViewer(store: Store, dayKey: string, productId: string, visitor: string, nowMs: number): Promise<void> {
  const shard = Math.floor(Math.random() * productDayShards);
  await store.transaction
    .write(({ viewerMark, productDayCounter }) => [
      viewerMark.create({ day: dayKey, productId, visitor, expiresAt: expiry(nowMs, trafficRetentionDays.marks) }).commit() as TxWrite,
      productDayCounter
        .update({ day: dayKey, shard, productId })
        .add({ uniqueViewers: 1 })
        .set({ expiresAt: expiry(nowMs, trafficRetentionDays.productDays) })
        .commit() as TxWrite,
    ])
    .go();
  // A cancelled transaction is the mark already there: this visitor was counted today.
}

/** Raises one register of an hour's sketch to the visitor's rank, creating the sketch on its first visitor. */
export async function raiseRegister(store: Store, scope: string, member: string, nowMs: number, keepDays: number = trafficRetentionDays.sketches): Promise<void> {
  const { index, rank } = registerOf(member);
  const raise = () =>
    store.entities.visitorSketch
      .update({ scope })
      .data((a, op) => op.set((a.registers as unknown as Record<number, number>)[index] as never, rank as never))
      .where((a, { exists, lt }) => `${exists(a.registers)} AND ${lt((a.registers as unknown as Record<number, number>)[index] as never, rank as never)}`)
      .go({ response: 'none' });
  try {
    await raise();
    return;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const registers = new Array<number>(registerCount).fill(0);
  registers[index] = rank;
  try {
    await store.entities.visitorSketch.create({ scope, registers, expiresAt: expiry(nowMs, keepDays) }).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Created meanwhile by another batch (or the register was already as high): one more raise settles which.
    try {
      await raise();
    } catch (again) {
      if (!isConditionFailure(again)) throw again;
    }
  }
}
