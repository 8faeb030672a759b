import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceExportFile, AudienceSummary, NotifyRequestPage, SubscriberPage } from '../../shared/audience/audience-views';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { createDocumentClient } from '../lib/data/dynamo-client';
import type { Deps } from '../lib/deps';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from '../storefront/newsletter-writes';

describe('the Audience screen: newsletter subscribers and "notify me" requests', () => {
  let deps: Deps;
  let gateway: TestGateway;
  const tokens: Record<'user' | 'employee' | 'admin', string> = { user: '', employee: '', admin: '' };
  const variant = { starfallSteam: '', starfallXbox: '', evilSteam: '' };

  const call = async <T>(path: string, token: string | null = tokens.admin, init: RequestInit = {}) => {
    const res = await fetch(`${gateway.url}${path}`, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers } });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as T & { errors?: { path: string }[] } };
  };
  const post = (path: string, body: unknown) => call(path, null, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const subscribe = (email: string, at: string) => subscribeToNewsletter(deps.store, { email, source: 'footer', now: new Date(at) });
  const csvRows = (file: AudienceExportFile) => parse(file.content, { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
    tokens.user = await gateway.tokenFor('user', 'aud-customer');
    tokens.employee = await gateway.tokenFor('employee', 'aud-employee');
    tokens.admin = await gateway.tokenFor('admin', 'aud-admin');
    const starfall = await seedProduct(deps, { name: 'Starfall Odyssey' }, [{}, { platformId: 'xbox', regionId: 'us', faceValue: 'Deluxe Edition' }]);
    const evil = await seedProduct(deps, { name: '=Evil "Quoted", Game' }, [{ faceValue: '-50 Credits' }]);
    [variant.starfallSteam, variant.starfallXbox] = starfall.variants.map((v) => v.variantId) as [string, string];
    variant.evilSteam = evil.variants[0]!.variantId;

    await subscribe('ana@example.test', '2024-01-01T09:00:00.000Z');
    await subscribe('ben@example.test', '2024-02-01T09:00:00.000Z');
    await subscribe('cai@example.test', '2024-03-01T09:00:00.000Z');
    await unsubscribeFromNewsletter(deps.store, { email: 'cai@example.test', now: new Date('2024-03-05T09:00:00.000Z') });
    await subscribe('dee@example.test', '2024-01-15T09:00:00.000Z');
    await unsubscribeFromNewsletter(deps.store, { email: 'dee@example.test', now: new Date('2024-02-10T09:00:00.000Z') });
    await subscribe('dee@example.test', '2024-04-01T09:00:00.000Z');
    // Through the storefront's own route: the footer form is where consent is given today.
    expect((await post('/api/newsletter', { email: 'Eve@Example.test' })).status).toBe(200);
    // An item as written before consent was recorded: no status, no consent time, in no list until the recount.
    const client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT });
    const legacy = deps.store.entities.newsletterSubscription.put({ email: 'old@example.test' }).params<{ Item: Record<string, unknown> }>().Item;
    const { gsi2pk: _pk, gsi2sk: _sk, status: _status, consentedAt: _consent, ...unconsented } = legacy;
    await client.send(new PutCommand({ TableName: deps.config.TABLE_NAME, Item: unconsented }));

    for (const [variantId, email] of [
      [variant.starfallSteam, 'ana@example.test'],
      [variant.starfallSteam, 'cai@example.test'],
      [variant.starfallXbox, 'ben@example.test'],
      [variant.evilSteam, 'ana@example.test'],
      [variant.starfallSteam, 'zed@example.test'],
      [variant.evilSteam, 'ben@example.test'],
      // Asked twice: stored and counted once.
      [variant.starfallSteam, 'ZED@example.test'],
    ]) {
      expect((await post(`/api/variants/${variantId}/notify-me`, { email })).status).toBe(200);
    }
  });
  afterAll(() => gateway?.close());

  it('counts subscribers and unsubscribed people apart, and the "notify me" requests of each variant by product, platform, region and edition', async () => {
    const { status, body } = await call<AudienceSummary>('/api/admin/audience', tokens.employee);

    expect(status).toBe(200);
    expect(body.newsletter).toEqual({ subscribed: 4, unsubscribed: 1 });
    expect(body.notify.requests).toBe(6);
    expect(body.notify.variants.map((v) => [v.productName, v.platformName, v.regionName, v.edition, v.waiting])).toEqual([
      ['Starfall Odyssey', 'Steam', 'Global', null, 3],
      ['=Evil "Quoted", Game', 'Steam', 'Global', '-50 Credits', 2],
      ['Starfall Odyssey', 'Xbox', 'United States', 'Deluxe Edition', 1],
    ]);
  });

  it('lists only the subscribers who consented and have not unsubscribed, newest consent first, with consent time and source', async () => {
    const { body } = await call<SubscriberPage>('/api/admin/audience/subscribers', tokens.employee);

    expect(body.items.map((s) => s.email)).toEqual(['eve@example.test', 'dee@example.test', 'ben@example.test', 'ana@example.test']);
    expect(body.items.slice(1)).toEqual([
      { email: 'dee@example.test', consentedAt: '2024-04-01T09:00:00.000Z', source: 'footer' },
      { email: 'ben@example.test', consentedAt: '2024-02-01T09:00:00.000Z', source: 'footer' },
      { email: 'ana@example.test', consentedAt: '2024-01-01T09:00:00.000Z', source: 'footer' },
    ]);
    expect(Date.parse(body.items[0]!.consentedAt)).toBeGreaterThan(Date.parse('2024-04-01T09:00:00.000Z'));
    expect(body.nextCursor).toBeNull();
  });

  it('pages the subscribers with its cursor, each once', async () => {
    const first = await call<SubscriberPage>('/api/admin/audience/subscribers?limit=3');
    const second = await call<SubscriberPage>(`/api/admin/audience/subscribers?limit=3&cursor=${encodeURIComponent(first.body.nextCursor!)}`);

    expect(first.body.items).toHaveLength(3);
    expect([...first.body.items, ...second.body.items].map((s) => s.email)).toEqual(['eve@example.test', 'dee@example.test', 'ben@example.test', 'ana@example.test']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('lists the "notify me" requests newest first, each with its variant and whether the person is still subscribed', async () => {
    const { body } = await call<NotifyRequestPage>('/api/admin/audience/notify-requests', tokens.employee);

    expect(body.items.map((r) => [r.email, r.productName, r.platformName, r.edition, r.newsletter])).toEqual([
      ['ben@example.test', '=Evil "Quoted", Game', 'Steam', '-50 Credits', 'subscribed'],
      ['zed@example.test', 'Starfall Odyssey', 'Steam', null, 'none'],
      ['ana@example.test', '=Evil "Quoted", Game', 'Steam', '-50 Credits', 'subscribed'],
      ['ben@example.test', 'Starfall Odyssey', 'Xbox', 'Deluxe Edition', 'subscribed'],
      ['cai@example.test', 'Starfall Odyssey', 'Steam', null, 'unsubscribed'],
      ['ana@example.test', 'Starfall Odyssey', 'Steam', null, 'subscribed'],
    ]);
  });

  it("lists one variant's requests, page by page, and refuses that variant's cursor for another variant", async () => {
    const first = await call<NotifyRequestPage>(`/api/admin/audience/notify-requests?variantId=${variant.starfallSteam}&limit=2`);
    const second = await call<NotifyRequestPage>(`/api/admin/audience/notify-requests?variantId=${variant.starfallSteam}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    const foreign = await call(`/api/admin/audience/notify-requests?variantId=${variant.evilSteam}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`);

    expect([...first.body.items, ...second.body.items].map((r) => r.email)).toEqual(['ana@example.test', 'cai@example.test', 'zed@example.test']);
    expect(second.body.nextCursor).toBeNull();
    expect(foreign.status).toBe(400);
  });

  it('exports the consenting subscribers as RFC 4180 CSV without the unsubscribed, and audits the export', async () => {
    const { status, body } = await call<AudienceExportFile>('/api/admin/audience/subscribers/export');

    expect(status).toBe(200);
    expect(body).toMatchObject({ contentType: 'text/csv; charset=utf-8', rows: 4, truncated: false, filename: expect.stringMatching(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/) });
    expect(body.content.startsWith('\uFEFFemail,consented_at,source\r\n')).toBe(true);
    expect(body.content.endsWith('\r\n')).toBe(true);
    expect(csvRows(body).slice(1)).toEqual([
      { email: 'dee@example.test', consented_at: '2024-04-01T09:00:00.000Z', source: 'footer' },
      { email: 'ben@example.test', consented_at: '2024-02-01T09:00:00.000Z', source: 'footer' },
      { email: 'ana@example.test', consented_at: '2024-01-01T09:00:00.000Z', source: 'footer' },
    ]);
    expect(body.content).not.toMatch(/cai@|old@/);
    const audit = await deps.store.entities.staffAuditEntry.query.byActor({ actorId: 'aud-admin' }).go();
    expect(audit.data.map((a) => [a.subjectType, a.action, a.summary])).toContainEqual(['audience', 'audience.export', 'Exported 4 newsletter subscribers']);
  });

  it('exports the "notify me" requests with quoted fields and formula cells neutralised, all of them or one variant\'s', async () => {
    const all = await call<AudienceExportFile>('/api/admin/audience/notify-requests/export', tokens.employee);
    const one = await call<AudienceExportFile>(`/api/admin/audience/notify-requests/export?variantId=${variant.evilSteam}`, tokens.employee);

    expect(all.body.rows).toBe(6);
    expect(all.body.content).toContain(`"'=Evil ""Quoted"", Game",Steam,Global,'-50 Credits,${variant.evilSteam},subscribed\r\n`);
    expect(csvRows(all.body).map((r) => [r.email, r.product, r.edition, r.newsletter])).toEqual([
      ['ben@example.test', '\'=Evil "Quoted", Game', "'-50 Credits", 'subscribed'],
      ['zed@example.test', 'Starfall Odyssey', 'Standard', 'not subscribed'],
      ['ana@example.test', '\'=Evil "Quoted", Game', "'-50 Credits", 'subscribed'],
      ['ben@example.test', 'Starfall Odyssey', 'Deluxe Edition', 'subscribed'],
      ['cai@example.test', 'Starfall Odyssey', 'Standard', 'unsubscribed'],
      ['ana@example.test', 'Starfall Odyssey', 'Standard', 'subscribed'],
    ]);
    expect(Object.keys(csvRows(all.body)[0]!)).toEqual(['requested_at', 'email', 'product', 'platform', 'region', 'edition', 'variant_id', 'newsletter']);
    expect(csvRows(one.body).map((r) => r.email)).toEqual(['ana@example.test', 'ben@example.test']);
    expect(one.body.filename).toContain(variant.evilSteam);
  });

  const audienceRoutes = [
    '/api/admin/audience',
    '/api/admin/audience/subscribers',
    '/api/admin/audience/subscribers/export',
    '/api/admin/audience/notify-requests',
    '/api/admin/audience/notify-requests/export',
  ];
  it.each(audienceRoutes.flatMap((path) => [[path, 'a signed-out visitor', 401] as const, [path, 'a customer', 403] as const, [path, 'an employee', 200] as const, [path, 'an admin', 200] as const]))(
    'answers %s for %s with %i',
    async (path, who, expected) => {
      const token = { 'a signed-out visitor': null, 'a customer': tokens.user, 'an employee': tokens.employee, 'an admin': tokens.admin }[who];

      const { status, body } = await call<{ items?: unknown; content?: string }>(path, token);

      expect(status).toBe(expected);
      if (expected !== 200) expect(JSON.stringify(body)).not.toContain('@example.test');
    },
  );

  it.each([
    ['a limit of 0', '/api/admin/audience/subscribers?limit=0', 'query.limit'],
    ['a limit that is not a number', '/api/admin/audience/subscribers?limit=many', 'query.limit'],
    ['a limit over 100', '/api/admin/audience/notify-requests?limit=101', 'query.limit'],
    ['an unknown parameter', '/api/admin/audience/subscribers?sort=email', 'query'],
    ['a parameter on the export', '/api/admin/audience/subscribers/export?status=unsubscribed', 'query'],
    ['a parameter on the summary', '/api/admin/audience?all=1', 'query'],
    ['a malformed variant id', '/api/admin/audience/notify-requests?variantId=..%2Fx', 'query.variantId'],
    ['a malformed variant id on the export', '/api/admin/audience/notify-requests/export?variantId=a%20b', 'query.variantId'],
    ['a forged cursor', '/api/admin/audience/subscribers?cursor=c1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'query.cursor'],
  ])('refuses %s with a 400 problem', async (_case, path, field) => {
    const { status, type, body } = await call(path);

    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.errors?.map((e) => e.path)).toContain(field);
  });
});
