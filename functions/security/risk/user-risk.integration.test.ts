import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskyUserView, SecuritySummary } from '../../../shared/security/security-views';
import { startTestGateway, type TestGateway } from '../../../test/integration/gateway';
import { signedUp } from '../../../test/integration/people-fixture';
import { useTestTable } from '../../../test/integration/table';
import type { Deps } from '../../lib/deps';
import { raiseAlert } from '../alerts/raise-alert';
import { resolveAlert } from '../alerts/resolve-alert';
import { recordAnonymousSighting } from '../signals/vpn-log';
import { rescoreDue } from './rescore-due';
import { rescoreAfterOrder } from './rescore-user';

describe('users’ risk kept on write (back-office §9)', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  const get = async <T>(path: string) => {
    const res = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const profile = async (userId: string) => (await deps.store.entities.userRiskProfile.get({ userId }).go({ consistent: true })).data;
  const sighting = (userId: string, at = deps) => recordAnonymousSighting(at, { ip: '203.0.113.50', vpn: true, proxy: false, tor: false, provider: null, reputation: 70, userId, seenAt: 'checkout' });
  const highAlert = (userId: string, n: string) => raiseAlert(deps, { alertType: 'order-velocity-user', severity: 'high', details: 'test', userId, sameAs: `${userId}-${n}` });

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'risk-admin');
    for (const u of ['risk-ann', 'risk-ben', 'risk-cy', 'risk-dee']) await signedUp(deps, u, { name: u });
  });
  afterAll(() => gateway?.close());

  it('scores a user from their VPN sightings and high alerts, and counts them high risk while they are at 70 or more', async () => {
    const before = (await get<SecuritySummary>('/api/admin/security/summary')).highRiskUsers;
    await sighting('risk-ann');
    expect(await profile('risk-ann')).toMatchObject({ riskScore: 10, classification: 'trusted', vpnDetections24h: 1 });
    await Promise.all([sighting('risk-ann'), sighting('risk-ann'), highAlert('risk-ann', 'a'), highAlert('risk-ann', 'b')]);
    // 3 sightings (30) and 2 unresolved high alerts (40).
    expect(await profile('risk-ann')).toMatchObject({ riskScore: 70, classification: 'blocked', unresolvedHighAlerts: 2 });
    expect((await get<SecuritySummary>('/api/admin/security/summary')).highRiskUsers).toBe(before + 1);

    const { alerts } = await get<{ alerts: { alertId: string }[] }>('/api/admin/security/alerts?userId=risk-ann&state=unresolved');
    await resolveAlert(deps, alerts[0]!.alertId, 'risk-admin');
    expect(await profile('risk-ann')).toMatchObject({ riskScore: 50, classification: 'review' });
    expect((await get<SecuritySummary>('/api/admin/security/summary')).highRiskUsers).toBe(before);
  });

  it('keeps every fact when events for one user land at once', async () => {
    await Promise.all(Array.from({ length: 3 }, () => sighting('risk-ben')).concat(Array.from({ length: 2 }, (_, i) => highAlert('risk-ben', `c${i}`).then(() => undefined))));
    expect(await profile('risk-ben')).toMatchObject({ vpnDetections24h: 3, unresolvedHighAlerts: 2, riskScore: 70, version: expect.any(Number) });
  });

  it('scores a sighting out once it leaves the 24 hours, through the hourly sweep', async () => {
    await sighting('risk-cy');
    expect(await profile('risk-cy')).toMatchObject({ riskScore: 10 });
    const later = { ...deps, now: () => new Date(Date.now() + 26 * 3_600_000) };
    const { rescored } = await rescoreDue(later);
    expect(rescored).toBeGreaterThan(0);
    const after = await profile('risk-cy');
    expect(after).toMatchObject({ riskScore: 0, classification: 'trusted', vpnDetections24h: 0 });
    expect(after?.rescoreHour).toBeUndefined();
  });

  it('adds the big-first-spend term after one order over $500 and drops it with the second order', async () => {
    await deps.store.entities.userOrderStats.update({ userId: 'risk-dee' }).add({ orders: 1, spentCents: 600_00 }).go();
    await rescoreAfterOrder(deps, { userId: 'risk-dee', totalCents: 600_00 });
    expect(await profile('risk-dee')).toMatchObject({ riskScore: 20, totalOrders: 1 });
    await deps.store.entities.userOrderStats.update({ userId: 'risk-dee' }).add({ orders: 1, spentCents: 10_00 }).go();
    await rescoreAfterOrder(deps, { userId: 'risk-dee', totalCents: 10_00 });
    expect(await profile('risk-dee')).toMatchObject({ riskScore: 0, totalOrders: 2 });
  });

  it('ranks the riskiest users: blocked, then review, then trusted with some risk, by score', async () => {
    const ranked = await get<RiskyUserView[]>('/api/admin/security/risky-users?limit=20');
    const ids = ranked.map((u) => u.userId);
    expect(ids).toEqual(expect.arrayContaining(['risk-ann', 'risk-ben']));
    // The sweep of 26 hours on scored every sighting out: risk-ann keeps her unresolved alert (20), risk-cy had nothing else.
    expect(ids).not.toContain('risk-cy');
    expect(ranked.every((u) => u.riskScore > 0)).toBe(true);
    const order = ['blocked', 'review', 'trusted'];
    expect(ranked.map((u) => order.indexOf(u.classification))).toEqual([...ranked.map((u) => order.indexOf(u.classification))].sort((a, b) => a - b));
    expect(ranked.map((u) => u.riskScore)).toEqual([...ranked.map((u) => u.riskScore)].sort((a, b) => b - a));
    expect(ranked.find((u) => u.userId === 'risk-ann')).toMatchObject({ name: 'risk-ann', riskScore: 20, classification: 'trusted' });
    expect((await get<RiskyUserView[]>('/api/admin/security/risky-users?limit=1')).length).toBe(1);
  });
});
