import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView } from '../../shared/people/dashboard-view';
import { seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { purchase, signedUp, stocked } from '../../test/integration/people-fixture';
import { useTestTable } from '../../test/integration/table';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { Deps } from '../lib/deps';

describe('the back office dashboard', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  let employee: string;
  const dashboard = async (token: string) => {
    const res = await fetch(`${gateway.url}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as DashboardView };
  };

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
    await signedUp(deps, 'dash-admin', { name: 'Dana Dashboard', email: 'dana@example.test' });
    admin = await gateway.tokenFor('admin', 'dash-admin');
    employee = await gateway.tokenFor('employee', 'dash-employee');
  });
  afterAll(() => gateway?.close());

  it("shows today's sales and revenue that rise with each settled purchase, and the latest orders newest first", async () => {
    const before = (await dashboard(admin)).body;
    const { variantId, priceUsdCents } = await stocked(deps, 10, 1999);
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) orderIds.push(await purchase(deps, variantId, i % 2 ? 'dash-admin' : null));

    const after = (await dashboard(admin)).body;

    expect(after.today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(after.today.orders - before.today.orders).toBe(6);
    expect(after.today.revenueCents - before.today.revenueCents).toBe(6 * priceUsdCents);
    expect(after.allTime!.revenueCents - before.allTime!.revenueCents).toBe(6 * priceUsdCents);
    expect(after.recentOrders.map((o) => o.orderId)).toEqual(orderIds.slice(1).reverse());
    expect(after.recentOrders[0]).toMatchObject({ totalCents: priceUsdCents, currency: 'USD', status: 'completed', moreLines: 0 });
    expect(after.recentOrders[0]!.productName).toMatch(/^People Card/);
  });

  it('leaves Total Revenue out for an employee, server-side, and names the staff member', async () => {
    const asEmployee = await dashboard(employee);
    const asAdmin = await dashboard(admin);

    expect(asEmployee.status).toBe(200);
    expect(asEmployee.body).not.toHaveProperty('allTime');
    expect(asEmployee.body.staff).toMatchObject({ userId: 'dash-employee', role: 'employee' });
    expect(asAdmin.body.staff).toMatchObject({ name: 'Dana Dashboard', role: 'admin' });
    expect(asAdmin.body.allTime).toEqual(expect.objectContaining({ orders: expect.any(Number), revenueCents: expect.any(Number) }));
  });

  it('ranks the top 3 platforms by their product counters, with names, and counts the configuration', async () => {
    await deps.store.entities.platform.put([
      { platformId: 'epic', code: 'epic', name: 'Epic Games' },
      { platformId: 'switch', code: 'switch', name: 'Nintendo Switch' },
    ]).go();
    await deps.store.entities.language.put([
      { code: 'en', name: 'English', nativeName: 'English', isActive: true },
      { code: 'fr', name: 'French', nativeName: 'Français', isActive: false },
    ]).go();
    const counts: [string, number][] = [['xbox', 4], ['steam', 9], ['switch', 1], ['epic', 0]];
    for (const [platformId, n] of counts) await deps.store.entities.catalogCounter.update({ scope: catalogCounterScopes.platform(platformId) }).add({ count: n }).go();
    await deps.store.entities.catalogCounter.update({ scope: catalogCounterScopes.products }).add({ count: 14 }).go();

    const { body } = await dashboard(admin);

    expect(body.popularPlatforms.map((p) => [p.name, p.products])).toEqual([['Steam', 9], ['Xbox', 4], ['Nintendo Switch', 1]]);
    expect(body.products.total).toBe(14);
    expect(body.configuration).toEqual({ activeLanguages: 1, languages: 2, regions: 2, platforms: 4 });
    expect(body.popularPlatforms.map((p) => p.platformId)).not.toContain('epic');
  });

  it('is for staff only: 401 anonymous, 403 for a shopper', async () => {
    const shopper = await gateway.tokenFor('user', 'dash-shopper');

    const anonymous = await fetch(`${gateway.url}/api/admin/dashboard`);

    expect(anonymous.status).toBe(401);
    expect((await dashboard(shopper)).status).toBe(403);
  });
});
