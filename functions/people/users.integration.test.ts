import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserPage } from '../../shared/people/admin-user-views';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { purchase, purchaseLines, signedUp, stocked } from '../../test/integration/people-fixture';
import { maxCartLines, maxUnitsPerOrder } from '../../shared/orders/cart-rules';
import { seedReference } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { editOwnProfile } from '../identity/own-profile';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { Deps } from '../lib/deps';
import { raiseAlert } from '../security/alerts/raise-alert';
import { recordAnonymousSighting } from '../security/signals/vpn-log';

describe('the back office user list and user detail', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  const get = async <T>(path: string, token = admin) => {
    const res = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as T & { detail?: string } };
  };
  const list = (query: string) => get<AdminUserPage>(`/api/admin/users?${query}`);
  const usersCount = async () => (await deps.store.entities.catalogCounter.get({ scope: catalogCounterScopes.users }).go({ consistent: true })).data?.count ?? 0;

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
    await signedUp(deps, 'people-admin', { name: 'Petra Admin', email: 'petra.admin@example.test' });
    admin = await gateway.tokenFor('admin', 'people-admin');
    await signedUp(deps, 'jane-doe', { name: 'Jane Doe', email: 'jane.doe@example.test', country: 'GB' });
    await signedUp(deps, 'john-roe', { name: 'John Roe', email: 'jroe@mail.example', country: 'US' });
    await signedUp(deps, 'staff-sam', { name: 'Sam Staffer', email: 'sam@example.test' });
    await gateway.tokenFor('employee', 'staff-sam');
  });
  afterAll(() => gateway?.close());

  it('counts every profile once, however often or concurrently its creation is attempted', async () => {
    const before = await usersCount();

    await Promise.all(Array.from({ length: 8 }, (_, i) => signedUp(deps, `rush-${i}`, { name: `Rush ${i}` })));
    await Promise.all([signedUp(deps, 'rush-0'), signedUp(deps, 'rush-1'), signedUp(deps, 'rush-0')]);

    expect(await usersCount()).toBe(before + 8);
  });

  it('finds users by the start of their name, e-mail or username, whatever the case', async () => {
    const byName = await list('q=JANE');
    const byEmail = await list(`q=${encodeURIComponent('jroe@mail')}`);
    const byUsername = await list('q=petra.adm');
    const twoWords = await list('q=doe%20jane');

    expect(byName.body.items.map((u) => u.userId)).toEqual(['jane-doe']);
    expect(byEmail.body.items.map((u) => u.userId)).toEqual(['john-roe']);
    expect(byUsername.body.items.map((u) => u.userId)).toEqual(['people-admin']);
    expect(twoWords.body.items.map((u) => u.userId)).toEqual(['jane-doe']);
  });

  it('finds a renamed user by the new name only', async () => {
    await signedUp(deps, 'renamed', { name: 'Olga Oldname', email: 'olga@example.test' });

    await editOwnProfile({ ...deps }, { userId: 'renamed', username: null, attributes: { sub: 'renamed', email: 'olga@example.test' } }, { fullName: 'Olga Newname', country: 'DE', phone: null });

    expect((await list('q=oldname')).body.items).toEqual([]);
    expect((await list('q=newname')).body.items.map((u) => [u.userId, u.fullName, u.country])).toEqual([['renamed', 'Olga Newname', 'DE']]);
  });

  it('filters by role: active admins, active employees who are not admins, and everyone else', async () => {
    const admins = await list('role=admin');
    const employees = await list('role=employee');
    const users = await list('role=user&limit=100');

    expect(admins.body.items.map((u) => u.userId)).toEqual(['people-admin']);
    expect(employees.body.items.map((u) => [u.userId, u.role])).toEqual([['staff-sam', 'employee']]);
    expect(users.body.items.map((u) => u.userId)).toEqual(expect.arrayContaining(['jane-doe', 'john-roe', 'rush-0']));
    expect(users.body.items.map((u) => u.userId)).not.toEqual(expect.arrayContaining(['people-admin']));
    expect(users.body.items.every((u) => u.role === 'user')).toBe(true);
  });

  it('lists newest first, page after page with its cursor, each user once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: AdminUserPage } = await list(`limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((u) => u.userId));
      cursor = page.body.nextCursor;
    } while (cursor);

    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await usersCount());
    const created = await Promise.all(seen.map(async (userId) => (await deps.store.entities.user.get({ userId }).go()).data!.createdAt));
    expect(created).toEqual([...created].sort().reverse());
  });

  it('shows each user’s risk and filters by its classification, through the risk profiles kept on write', async () => {
    await signedUp(deps, 'risky-rita', { name: 'Risky Rita', email: 'rita@example.test' });
    // Four VPN sightings (40) and two unresolved high alerts (40): 80, blocked.
    for (let i = 0; i < 4; i++) await recordAnonymousSighting(deps, { ip: '203.0.113.40', vpn: true, proxy: false, tor: false, provider: null, reputation: 70, userId: 'risky-rita', seenAt: 'checkout' });
    for (const n of [1, 2]) await raiseAlert(deps, { alertType: 'order-velocity-user', severity: 'high', details: 'test', userId: 'risky-rita', sameAs: `rita-${n}` });

    const blocked = await list('risk=blocked');
    expect(blocked.body.items.map((u) => u.userId)).toContain('risky-rita');
    expect(blocked.body.items.every((u) => u.risk.classification === 'blocked' && u.risk.score >= 70)).toBe(true);
    const trusted = await list('risk=trusted&limit=100');
    expect(trusted.body.items.map((u) => u.userId)).not.toContain('risky-rita');
    expect(trusted.body.items.every((u) => u.risk.classification === 'trusted')).toBe(true);
    const row = (await list('q=risky%20rita')).body.items[0]!;
    expect(row.risk).toEqual({ score: 80, classification: 'blocked' });
    expect((await get<AdminUserDetail>('/api/admin/users/risky-rita')).body.risk).toEqual({ score: 80, classification: 'blocked' });
    expect((await get<AdminUserDetail>('/api/admin/users/jane-doe')).body.risk).toEqual({ score: 0, classification: 'trusted' });
  });

  it("counts a buyer's orders and spending on settlement, and shows them with the latest orders in the detail", async () => {
    await signedUp(deps, 'buyer-bo', { name: 'Bo Buyer', email: 'bo@example.test' });
    const { variantId, priceUsdCents } = await stocked(deps, 3, 1250);
    const first = await purchase(deps, variantId, 'buyer-bo', 1);
    const second = await purchase(deps, variantId, 'buyer-bo', 2);

    const row = (await list('q=bo%20buyer')).body.items[0]!;
    const detail = await get<AdminUserDetail>('/api/admin/users/buyer-bo');

    expect(row).toMatchObject({ userId: 'buyer-bo', orders: 2 });
    expect(detail.body.figures).toMatchObject({ orders: 2, spentCents: 3 * priceUsdCents });
    expect(detail.body.recentOrders.map((o) => [o.orderId, o.items])).toEqual([[second, 2], [first, 1]]);
    expect(row.lastActivityAt).toBe(detail.body.figures.lastOrderAt);
  });

  it("settles the largest order a cart allows in one transaction with the buyer's figures in it (95 of DynamoDB's 100 items)", async () => {
    await signedUp(deps, 'big-buyer', { name: 'Bea Bigorder' });
    const perLine = maxUnitsPerOrder / maxCartLines;
    const variants = await Promise.all(Array.from({ length: maxCartLines }, () => stocked(deps, perLine, 100)));

    const orderId = await purchaseLines(deps, variants.map((v) => ({ variantId: v.variantId, quantity: perLine })), 'big-buyer');

    const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
    expect(order.status).toBe('completed');
    expect((await deps.store.entities.orderKey.query.byOrder({ orderId }).go({ pages: 'all' })).data).toHaveLength(maxUnitsPerOrder);
    expect((await deps.store.entities.userOrderStats.get({ userId: 'big-buyer' }).go()).data).toMatchObject({ orders: 1, spentCents: maxUnitsPerOrder * 100 });
  });

  it("shows a role toggled through the role API in the user's roles, role history and staff log, about them and by the admin", async () => {
    const toggled = await fetch(`${gateway.url}/api/admin/users/john-roe/roles/employee`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: true }),
    });

    const john = await get<AdminUserDetail>('/api/admin/users/john-roe');
    const petra = await get<AdminUserDetail>('/api/admin/users/people-admin');

    expect(toggled.status).toBe(200);
    expect(john.body).toMatchObject({ role: 'employee', roles: [{ role: 'employee', isActive: true, updatedBy: 'people-admin' }] });
    expect(john.body.roleAudit).toMatchObject([{ role: 'employee', wasActive: null, isActive: true, changedBy: 'people-admin' }]);
    expect(john.body.auditAbout).toMatchObject([{ action: 'user.role', actorId: 'people-admin', before: { employee: false }, after: { employee: true } }]);
    expect(petra.body.auditBy[0]).toMatchObject({ action: 'user.role', subjectId: 'john-roe' });
  });

  it("answers 404 'User not found' for an unknown user, and refuses employees", async () => {
    const employee = await gateway.tokenFor('employee', 'staff-sam');

    const missing = await get('/api/admin/users/nobody-here');
    const asEmployee = await get('/api/admin/users', employee);

    expect(missing).toMatchObject({ status: 404, body: { detail: 'User not found' } });
    expect(asEmployee.status).toBe(403);
  });

  it('refuses a one-letter search, an unknown role and a forged cursor with 400', async () => {
    const short = await list('q=j');
    const role = await list('role=owner');
    const forged = await list('cursor=c1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');

    expect([short.status, role.status, forged.status]).toEqual([400, 400, 400]);
  });
});
