import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setDeps } from '../lib/deps';
import type { CheckoutStarted } from '../../shared/orders/order-views';
import type { AlertList, FraudAlertView, GeoActivity, GeoRestrictionView, RuleView, SecurityOverview } from '../../shared/security/security-views';
import { alertFeedScore } from '../../shared/security/risk-score';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';

describe('detection rules raising their alerts from the real paths', () => {
  let shop: Commerce;
  let admin: string;
  beforeAll(async () => {
    shop = await useCommerce();
    admin = await shop.gateway.tokenFor('admin', 'rules-admin');
  });
  afterAll(() => shop.stop());

  const alertsOf = async (type: string) => (await shop.deps.store.entities.fraudAlert.query.byState({ state: 'unresolved' }).go({ pages: 'all' })).data.filter((a) => a.alertType === type);
  const checkout = (token: string | undefined, variantId: string, headers: Record<string, string> = {}) =>
    shop.api<CheckoutStarted & { detail?: string }>('POST', token ? '/api/checkout' : '/api/checkout/guest', {
      token,
      body: { lines: [{ variantId, quantity: 1 }], ...(token ? {} : { email: 'guest-rules@example.test' }) },
      headers,
    });

  it('refuses a checkout from a blocked country before any payment page, and alerts', async () => {
    expect((await shop.api('PUT', '/api/admin/security/geo-restrictions/kp', { token: admin, body: { action: 'block', reason: 'Sanctions' } })).status).toBe(200);
    const stock = await shop.stock(1);
    const buyer = await shop.gateway.tokenFor('user', 'rules-blocked');

    const refused = await checkout(buyer, stock.variantId, { 'cloudfront-viewer-country': 'KP', 'cloudfront-viewer-address': '203.0.113.20:443' });

    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('We could not accept this order. Contact support if you think this is a mistake.');
    expect((await shop.deps.store.entities.productKey.query.byVariant({ variantId: stock.variantId }).go()).data.map((k) => k.status)).toEqual(['available']);
    const [alert] = await alertsOf('blocked-country');
    expect(alert).toMatchObject({ severity: 'high', ipAddress: '203.0.113.20', userId: 'rules-blocked', details: 'Checkout from blocked location KP.' });
    // Geographic Security: the access log has the refusal, and the restriction counts it.
    const activity = await shop.api<GeoActivity>('GET', '/api/admin/security/geo-activity', { token: admin });
    expect(activity.body.access[0]).toMatchObject({ countryCode: 'KP', ipAddress: '203.0.113.20', outcome: 'blocked', userId: 'rules-blocked' });
    const listed = await shop.api<GeoRestrictionView[]>('GET', '/api/admin/security/geo-restrictions', { token: admin });
    expect(listed.body.find((r) => r.countryCode === 'KP')).toMatchObject({ hits: 1, lastHitAt: activity.body.access[0]!.at });
    expect((await shop.api('DELETE', '/api/admin/security/geo-restrictions/KP', { token: admin })).status).toBe(200);
  });

  it('records the callers a rate limit refuses, per limit, address and hour, for Geographic Security', async () => {
    const before = await shop.api<GeoActivity>('GET', '/api/admin/security/geo-activity', { token: admin });
    const counted = (a: GeoActivity) => a.rateLimits.filter((r) => r.endpoint === 'search-log' && r.ipAddress === '203.0.113.90').reduce((n, r) => n + r.count, 0);
    const send = () => shop.api('POST', '/api/search-log', { body: { entries: [{ query: 'steam', language: 'en', currency: 'USD', platform: null, resultsCount: 3, searchedAt: new Date().toISOString() }] }, headers: { 'cloudfront-viewer-address': '203.0.113.90:443' } });
    const statuses: number[] = [];
    // Half-way through a minute, held still: the limit counts per clock minute, and 40 requests sent across a minute's
    // end would fill two windows and meet no refusal (a red CI run on 2026-12-07).
    const midMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    setDeps({ ...shop.deps, now: () => midMinute });
    try {
      for (let i = 0; i < 40; i++) statuses.push((await send()).status);
    } finally {
      setDeps(shop.deps);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    // Refusals within a second of a write are added a second later, in one write.
    await expect.poll(async () => counted((await shop.api<GeoActivity>('GET', '/api/admin/security/geo-activity', { token: admin })).body), { timeout: 5_000 }).toBe(counted(before.body) + refused);
  });

  it('alerts on order velocity per address past the threshold staff set', async () => {
    const tuned = await shop.api<RuleView>('PATCH', '/api/admin/security/rules/order-velocity-ip', { token: admin, body: { threshold: 2 } });
    expect(tuned.body).toMatchObject({ ruleId: 'order-velocity-ip', threshold: 2, action: 'alert', updatedBy: 'rules-admin' });
    const stock = await shop.stock(3);
    const headers = { 'cloudfront-viewer-address': '203.0.113.30:443' };
    for (let i = 0; i < 3; i++) expect((await checkout(undefined, stock.variantId, headers)).status).toBe(201);

    const [alert] = (await alertsOf('order-velocity-ip')).filter((a) => a.ipAddress === '203.0.113.30');
    expect(alert?.details).toBe('3 checkouts by one address within 60 minutes (threshold 2).');
  });

  it('alerts when the visitor checks out from a country other than the account’s', async () => {
    await shop.deps.store.entities.user.upsert({ userId: 'rules-traveller', country: 'DE', fullName: 'Tessa Traveller' }).go();
    const buyer = await shop.gateway.tokenFor('user', 'rules-traveller');
    const stock = await shop.stock(1);

    expect((await checkout(buyer, stock.variantId, { 'cloudfront-viewer-country': 'BR' })).status).toBe(201);

    const [alert] = (await alertsOf('country-mismatch')).filter((a) => a.userId === 'rules-traveller');
    expect(alert?.details).toBe('Checkout from BR by an account registered in DE.');
    // Staff read the customer's name, not the internal id; an id with no account behind it is named by nobody.
    const listed = await shop.api<AlertList>('GET', '/api/admin/security/alerts?state=all&limit=100', { token: admin });
    expect(listed.body.alerts.find((a) => a.userId === 'rules-traveller')?.userName).toBe('Tessa Traveller');
    expect(listed.body.alerts.find((a) => a.userId === 'rules-blocked')?.userName).toBeNull();
    const [order] = (await shop.deps.store.entities.order.query.byOwner({ ownerKey: 'rules-traveller' }).go()).data;
    expect(order?.riskScore).toBe(30);
  });

  it('alerts on repeated card declines, counted from Stripe’s payment_intent.payment_failed', async () => {
    await shop.api('PATCH', '/api/admin/security/rules/payment-declines', { token: admin, body: { threshold: 1 } });
    const buyer = await shop.gateway.tokenFor('user', 'rules-decliner');
    const stock = await shop.stock(1);
    const started = await checkout(buyer, stock.variantId);

    for (let i = 0; i < 2; i++) expect((await stripeControl.pay(sessionOf(started.body.paymentUrl), '4000000000000002')).outcome).toBe('declined');

    const [alert] = await shop.until(async () => {
      const found = (await alertsOf('payment-declines')).filter((a) => a.userId === 'rules-decliner');
      return found.length ? found : null;
    });
    expect(alert!.details).toMatch(/^2 declined payments by one customer within 60 minutes \(threshold 1\)/);
  });

  it('alerts on paid orders past the threshold on one card, by the card fingerprint Stripe reports, whoever pays', async () => {
    await shop.api('PATCH', '/api/admin/security/rules/order-velocity-card', { token: admin, body: { threshold: 1 } });
    const stock = await shop.stock(3);
    const paidOrders: string[] = [];
    for (const user of ['rules-card-a', 'rules-card-b']) {
      const started = await checkout(await shop.gateway.tokenFor('user', user), stock.variantId);
      expect((await stripeControl.pay(sessionOf(started.body.paymentUrl), '5555555555554444')).outcome).toBe('succeeded');
      paidOrders.push(started.body.orderId);
    }
    const [alert] = await shop.until(async () => {
      const found = await alertsOf('order-velocity-card');
      return found.length ? found : null;
    });
    expect(alert!.details).toMatch(/^2 paid orders on one card \(fingerprint \w{6}…\) within 24 hours \(threshold 1\)\. Latest: order /);
    expect(paidOrders).toContain(alert!.orderId);
    // Alert only (the default action): both orders were delivered.
    for (const orderId of paidOrders) {
      expect(await shop.until(async () => ((await shop.deps.store.entities.order.get({ orderId }).go({ consistent: true })).data?.status === 'completed' ? true : null))).toBe(true);
    }
  });

  it('raises a critical alert when a buyer disputes a payment', async () => {
    const buyer = await shop.gateway.tokenFor('user', 'rules-disputer');
    const stock = await shop.stock(1);
    const started = await checkout(buyer, stock.variantId);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    const paid = await shop.until(async () => {
      const o = (await shop.deps.store.entities.order.get({ orderId: started.body.orderId }).go({ consistent: true })).data;
      return o?.status === 'completed' ? o : null;
    });

    await stripeControl.dispute(paid.paymentIntentId!);

    const [alert] = await shop.until(async () => {
      const found = (await alertsOf('dispute')).filter((a) => a.orderId === paid.orderId);
      return found.length ? found : null;
    });
    expect(alert).toMatchObject({ severity: 'critical', userId: 'rules-disputer' });
  });

  it('lists alerts newest first and resolves one once, with who and when', async () => {
    const list = await shop.api<AlertList>('GET', '/api/admin/security/alerts?state=unresolved&limit=100', { token: admin });
    expect(list.status).toBe(200);
    const times = list.body.alerts.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const first = list.body.alerts[0]!;

    const resolved = await shop.api<FraudAlertView>('POST', `/api/admin/security/alerts/${first.alertId}/resolve`, { token: admin });
    const twice = await shop.api<FraudAlertView>('POST', `/api/admin/security/alerts/${first.alertId}/resolve`, { token: admin });

    expect(resolved.body).toMatchObject({ isResolved: true, resolvedBy: 'rules-admin' });
    expect(twice.body.resolvedAt).toBe(resolved.body.resolvedAt);
    const after = await shop.api<AlertList>('GET', '/api/admin/security/alerts?state=unresolved&limit=100', { token: admin });
    expect(after.body.alerts.map((a) => a.alertId)).not.toContain(first.alertId);
    const all = await shop.api<AlertList>('GET', '/api/admin/security/alerts?limit=100', { token: admin });
    expect(all.body.alerts.map((a) => a.alertId)).toContain(first.alertId);
  });

  it('sums the last 24 hours on the dashboard overview from the counters, matching the alerts raised', async () => {
    const overview = (await shop.api<SecurityOverview>('GET', '/api/admin/security/overview', { token: admin })).body;
    const all = (await shop.api<AlertList>('GET', '/api/admin/security/alerts?limit=100', { token: admin })).body.alerts;

    expect(overview.threats24h).toBe(all.length);
    expect(overview.threatsTrend).toEqual({ changePercent: null, arrow: 'up' });
    expect(overview.blockedAttempts24h).toBe(1);
    expect(overview.categories7d.find((c) => c.category === 'blocked-country')?.count).toBe(1);
    expect(overview.uniqueThreatIps24h).toBe(new Set(all.map((a) => a.ipAddress).filter(Boolean)).size);
    expect(overview.recentThreats.map((t) => t.alertId)).toEqual(all.slice(0, 10).map((a) => a.alertId));
    expect(overview.averageRisk).toBe(Math.round(all.reduce((n, a) => n + alertFeedScore(a.severity), 0) / all.length));
    expect((await shop.api('GET', '/api/admin/security/overview', { token: await shop.gateway.tokenFor('employee', 'rules-employee') })).status).toBe(403);
  });

  it('refuses a rule action the rule cannot take, and an unknown rule, with a clear message', async () => {
    const bad = await shop.api<{ detail: string }>('PATCH', '/api/admin/security/rules/dispute', { token: admin, body: { action: 'block' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('This rule can only alert.');
    expect((await shop.api('PATCH', '/api/admin/security/rules/nope', { token: admin, body: { active: false } })).status).toBe(400);
  });
});

describe('accounts sharing a device, seen at sign-in', () => {
  let shop: Commerce;
  beforeAll(async () => {
    shop = await useCommerce({ poll: false });
  });
  afterAll(() => shop.stop());

  async function sessionOn(fingerprint: string, ipAddress: string) {
    const sessionId = randomUUID();
    const at = new Date().toISOString();
    await shop.deps.store.entities.visitorSession
      .create({ sessionId, ipAddress, fingerprint, startedAt: at, lastActivityAt: at, durationSeconds: 0, events: 0, journey: {}, recentBatches: [], version: 1, expiresAt: Math.floor(Date.now() / 1000) + 86_400 })
      .go();
    return sessionId;
  }

  it('alerts when a fourth account signs in on one device, once, and never for the same account twice', async () => {
    const fingerprint = randomUUID().replace(/-/g, '');
    for (let i = 1; i <= 4; i++) {
      const token = await shop.gateway.tokenFor('user', `shared-device-${i}`);
      for (let again = 0; again < 2; again++) {
        const linked = await shop.api('POST', '/api/track/link', { token, body: { sessionId: await sessionOn(fingerprint, `203.0.113.${100 + i}`) } });
        expect(linked.status).toBe(200);
      }
    }

    const alerts = (await shop.deps.store.entities.fraudAlert.query.byState({ state: 'unresolved' }).go({ pages: 'all' })).data.filter((a) => a.alertType === 'accounts-per-fingerprint');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ userId: 'shared-device-4', hits: 1, details: `4 accounts signed in from one device (fingerprint ${fingerprint.slice(0, 8)}…) within 30 days (threshold 3).` });
  });
});
