import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/lib/config';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { width: 1366, height: 900 };
const admin = { email: 'admin@neonkeys.local', password: 'Admin!2345', name: 'Avery Admin' };

describe('the Variants & Keys screen', () => {
  const store = useStoreInBrowser('admin-variants');

  async function signIn(): Promise<Page> {
    const page = await (await store.newContext({ viewport: desktop })).newPage();
    await gotoReady(page, `${store.url}/auth`);
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${store.url}/`, { timeout: 15_000 });
    await page.getByRole('button', { name: admin.name }).waitFor({ timeout: 15_000 });
    return page;
  }

  it('lets an admin add a variant and three keys, see them masked, reveal one, and the reveal is audited', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const keys = [1, 2, 3].map((n) => `E2E-${stamp}-KEY-000${n}`);
    const page = await signIn();
    await gotoReady(page, `${store.url}/admin/variants`);
    // A key product's group: its variant cards' Manage buttons say Keys.
    const group = page.getByTestId('variant-group').filter({ has: page.locator('.variant-actions button', { hasText: /^Keys$/ }) }).first();
    await group.locator('summary').click();

    await group.getByRole('button', { name: '+ Add Variant' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Platform').selectOption({ label: 'Steam' });
    await create.getByLabel('Region').selectOption({ index: 1 });
    await create.getByLabel('Price (USD)').fill('12.34');
    await create.getByRole('button', { name: 'Create Variant' }).click();
    await page.getByText('Variant created successfully').waitFor();

    const card = group.getByTestId('variant-card').filter({ hasText: '$12.34' });
    await card.locator('.variant-actions button').first().click();
    const manage = page.getByRole('dialog');
    await manage.getByRole('tab', { name: /^Add / }).click();
    await manage.getByRole('textbox').fill(`${keys.join('\n')}\n\n`);
    await manage.getByRole('button', { name: /^Add / }).click();
    await manage.getByText('Added 3 keys with AES-256 encryption').waitFor();

    await manage.getByRole('tab', { name: / List$/ }).click();
    const rows = manage.getByTestId('inventory-key-row');
    await expect.poll(() => rows.count()).toBe(3);
    const masked = await rows.getByTestId('admin-key-value').allTextContents();
    expect(masked.every((m) => m.includes('****') && !keys.includes(m))).toBe(true);
    await rows.first().getByRole('button', { name: /^Reveal/ }).click();
    await expect.poll(() => rows.first().getByTestId('admin-key-value').textContent()).not.toContain('*');
    const revealed = (await rows.first().getByTestId('admin-key-value').textContent())!;

    expect(keys).toContain(revealed);
    const deps = buildToolDeps(readConfig());
    const audits = await auditsOfKeys(deps);
    expect(audits).toEqual([expect.objectContaining({ actorRole: 'admin', userAgent: expect.stringContaining('Chrome') })]);
    // The local stream poller ran the stock-alert function on the variant's writes: created empty, then three keys.
    const variantId = audits[0]!.variantId!;
    await expect.poll(async () => (await deps.store.entities.stockAlert.get({ variantId }).go()).data, { timeout: 10_000 }).toMatchObject({ level: 'low', availableKeys: 3 });
  });
});

/** The reveal audits of the keys this journey imported (the demo data has none of its own yet). */
async function auditsOfKeys(deps: ReturnType<typeof buildToolDeps>) {
  const entries = (await deps.store.entities.staffAuditEntry.query.byActor({ actorId: 'usr_demo_admin' }).go({ order: 'desc', limit: 20 })).data;
  const keyIds = entries.filter((e) => e.action === 'key.revealed').map((e) => e.subjectId);
  const audits = await Promise.all(keyIds.map(async (keyId) => (await deps.store.entities.keyRevealAudit.query.byKey({ keyId }).go()).data));
  return audits.flat();
}
