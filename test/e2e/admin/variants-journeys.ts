import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../functions/lib/config';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import { downloadedText, gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

type ToolDeps = ReturnType<typeof buildToolDeps>;

export function variantsJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('the Variants & Keys screen', () => {
    it('lets an admin add a variant and three keys, see them masked, reveal one, and the reveal is audited', async () => {
      const stamp = Date.now().toString(36).toUpperCase();
      const keys = [1, 2, 3].map((n) => `E2E-${stamp}-KEY-000${n}`);
      const page = await kit.asAdmin();
      const firstList = page.waitForRequest((r) => r.url().includes('/api/admin/') && r.headers().authorization !== undefined);
      await gotoReady(page, `${store.url}/admin/variants`);
      // A key product of this journey's own with one variant, made through the admin API (the products journey makes
      // one in the browser): a seeded product given this journey's variant would change what other journeys buy.
      const name = `Vesper Keys ${stamp}`;
      await productWithAVariant(store.url, (await firstList).headers().authorization!, name);
      await page.getByPlaceholder('Search by product name').fill(name);
      // A search opens the groups it finds; a key product's Manage buttons say Keys.
      const group = page.getByTestId('variant-group').filter({ hasText: name });
      await group.locator('.variant-actions button', { hasText: /^Keys$/ }).first().waitFor();

      await group.getByRole('button', { name: '+ Add Variant' }).click();
      const create = page.getByRole('dialog');
      await create.getByLabel('Platform').selectOption({ label: 'Steam' });
      await create.getByLabel('Region').selectOption({ index: 1 });
      await create.getByLabel('Price (USD)').fill('12.34');
      const created = page.waitForResponse((r) => /\/api\/admin\/products\/[^/]+\/variants$/.test(r.url()) && r.request().method() === 'POST');
      await create.getByRole('button', { name: 'Create Variant' }).click();
      await page.getByText('Variant created successfully').waitFor();
      const { variantId } = (await (await created).json()) as { variantId: string };

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
      expect(await revealAuditsOf(deps, variantId)).toEqual([expect.objectContaining({ actorRole: 'admin', userAgent: expect.stringContaining('Chrome') })]);
      // The local stream poller ran the stock-alert function on the variant's writes: created empty, then three keys.
      await expect.poll(async () => (await deps.store.entities.stockAlert.get({ variantId }).go()).data, { timeout: 10_000 }).toMatchObject({ level: 'low', availableKeys: 3 });
    });

    it('shows a variant at its threshold in the dashboard alert, and exports its keys masked and, audited, decrypted', async () => {
      const stamp = Date.now().toString(36).toUpperCase();
      const keys = [1, 2].map((n) => `E2E-${stamp}-EXPORT-000${n}`);
      const name = `Export Keys ${stamp}`;
      const page = await kit.asAdmin();
      const firstList = page.waitForRequest((r) => r.url().includes('/api/admin/') && r.headers().authorization !== undefined);
      await gotoReady(page, `${store.url}/admin/variants`);
      // Two keys against the default threshold of 5: at or below it.
      const variantId = await productWithAVariant(store.url, (await firstList).headers().authorization!, name, keys);
      const deps = buildToolDeps(readConfig());
      await expect.poll(async () => (await deps.store.entities.stockAlert.get({ variantId }).go()).data, { timeout: 10_000 }).toMatchObject({ level: 'low', availableKeys: 2 });

      await gotoReady(page, `${store.url}/admin`);
      const alert = page.getByTestId('low-stock-alert');
      await alert.getByRole('heading', { name: 'Low stock' }).waitFor();
      const showAll = alert.getByRole('button', { name: /^Show all/ });
      if (await showAll.count()) await showAll.click();
      expect(await alert.locator(`li[data-variant-id="${variantId}"]`).textContent()).toMatch(new RegExp(`^${name} Steam - .+: 2 left \\(threshold 5\\)$`));

      await gotoReady(page, `${store.url}/admin/variants`);
      await page.getByPlaceholder('Search by product name').fill(name);
      const group = page.getByTestId('variant-group').filter({ hasText: name });
      await group.locator('.variant-actions button', { hasText: /^Keys$/ }).first().click();
      const manage = page.getByRole('dialog', { name: new RegExp(`^Manage Keys: ${name}`) });
      await manage.getByTestId('inventory-key-row').first().waitFor();
      const [masked] = await Promise.all([page.waitForEvent('download'), manage.getByRole('button', { name: 'Export CSV', exact: true }).click()]);
      const maskedRows = (await downloadedText(masked)).split('\r\n').filter(Boolean);
      await manage.getByRole('button', { name: 'Export decrypted CSV' }).click();
      const confirm = page.getByRole('dialog', { name: 'Export decrypted keys?' });
      const [decrypted] = await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: 'Export decrypted' }).click()]);
      const decryptedText = await downloadedText(decrypted);

      expect(masked.suggestedFilename()).toMatch(new RegExp(`^keys-${variantId}-masked-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(maskedRows[0]).toBe('key_id,status,key,created_at,created_by,sold_at,order_id');
      expect(maskedRows).toHaveLength(3);
      expect(keys.some((k) => maskedRows.join('\n').includes(k))).toBe(false);
      expect(decrypted.suggestedFilename()).toContain('-decrypted-');
      expect(keys.every((k) => decryptedText.includes(`,available,${k},`))).toBe(true);
      const stored = (await deps.store.entities.productKey.query.byVariant({ variantId }).go()).data;
      const audits = await Promise.all(stored.map(async (k) => (await deps.store.entities.keyRevealAudit.query.byKey({ keyId: k.keyId }).go()).data));
      expect(audits.map((a) => a.length)).toEqual([1, 1]);
      expect(audits.flat().every((a) => a.exportId && a.actorRole === 'admin' && a.userAgent.includes('Chrome'))).toBe(true);
    });
  });
}

/** The reveal audits of this variant's keys: the admin's other reveals (other journeys, same store) are not this one's. */
async function revealAuditsOf(deps: ToolDeps, variantId: string) {
  const entries = (await deps.store.entities.staffAuditEntry.query.byActor({ actorId: 'usr_demo_admin' }).go({ order: 'desc', limit: 20 })).data;
  const keyIds = entries.filter((e) => e.action === 'key.revealed').map((e) => e.subjectId);
  const audits = await Promise.all(keyIds.map(async (keyId) => (await deps.store.entities.keyRevealAudit.query.byKey({ keyId }).go()).data));
  return audits.flat().filter((audit) => audit.variantId === variantId);
}

/** A key product with one Steam variant, and `keys` imported into it; answers the variant's id. */
async function productWithAVariant(url: string, authorization: string, name: string, keys: string[] = []): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}`);
    return res.json() as Promise<{ productId: string; variantId: string }>;
  };
  const { productId } = await post('/api/admin/products', { name, productType: 'key', category: 'games' });
  const { variantId } = await post(`/api/admin/products/${productId}/variants`, { platformId: 'steam', regionId: 'global', priceUsd: 5 });
  if (keys.length) await post(`/api/admin/variants/${variantId}/keys`, { keys });
  return variantId;
}
