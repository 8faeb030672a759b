import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { storeKeys } from '../../../functions/inventory/store-keys';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import { gotoReady, type StoreInBrowser } from '../browser';
import { demoShopper, desktop, signInAs } from '../demo-sign-in';
import { payWithTestCard, type AdminJourneyKit } from './journey-kit';

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

/** The content back office: featured slides, configuration and the pre-order queue. */
export function contentJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('the content back office: featured slides, configuration and the pre-order queue', () => {
    it('schedules a featured slide, activates it, and shows it on the home page once its start has come', async () => {
      const [game] = await kit.demoProducts((p) => p.variants.length > 0);
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/featured`);

      await page.getByRole('button', { name: 'Add Featured Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Featured Product' });
      await dialog.getByLabel('Search products').fill(game.name.split(' ')[0]!);
      await expect.poll(() => dialog.getByLabel('Product', { exact: true }).locator('option', { hasText: game.name }).count()).toBeGreaterThan(0);
      await dialog.getByLabel('Product', { exact: true }).selectOption({ label: game.name });
      await dialog.getByLabel('Title', { exact: true }).fill('E2E Launch Week');
      await dialog.getByLabel('Start date', { exact: true }).fill('2099-01-01T09:00');
      await dialog.getByRole('switch', { name: 'Active' }).uncheck();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await toast(page, 'Featured product created successfully');

      const row = page.getByRole('row').filter({ hasText: 'E2E Launch Week' });
      await expect.poll(() => row.textContent()).toContain('Scheduled');
      expect(await row.textContent()).toContain('Inactive');
      await row.getByRole('button', { name: 'Activate' }).click();
      await toast(page, 'Featured product activated successfully');
      await expect.poll(() => row.textContent()).not.toContain('Inactive');

      await row.getByRole('button', { name: 'Edit E2E Launch Week' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Featured Product' });
      await edit.getByLabel('Start date', { exact: true }).fill('2026-01-01T09:00');
      await edit.getByRole('button', { name: 'Update' }).click();
      await toast(page, 'Featured product updated successfully');
      await expect.poll(() => row.textContent()).not.toContain('Scheduled');

      const home = await (await store.newContext({ viewport: desktop })).newPage();
      // The home payload is cached per container for CATALOG_CACHE_MS (1 s in the browser journeys), then refreshed behind one stale answer.
      await expect.poll(async () => {
        await gotoReady(home, `${store.url}/`);
        return home.locator('.promo-track').textContent();
      }, { timeout: 30_000, interval: 1000 }).toContain('E2E Launch Week');
    });

    it('changes the product page’s compatibility message when an admin excludes the visitor’s country from a global region', async () => {
      // Global (restricted), not Global: the purchase journeys buy Global keys, which this exclusion would make a US visitor acknowledge first.
      const [game] = await kit.demoProducts((p) => p.variants.length > 0 && p.variants.every((v) => v.region.code === 'GLOBAL_RESTRICTED'));
      const visitor = await (await store.newContext({ viewport: desktop })).newPage();
      await gotoReady(visitor, `${store.url}/p/${game.slug}`);
      const notice = visitor.getByTestId('region-notice');
      expect(await notice.getAttribute('role')).toBeNull();

      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/settings`);
      await page.getByRole('tab', { name: 'Regions' }).click();
      await page.getByRole('button', { name: 'Edit Global (restricted)', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Region' });
      // The local gateway places every visitor in the United States.
      await dialog.getByLabel('Excluded countries', { exact: true }).selectOption(['US']);
      await dialog.getByRole('button', { name: 'Update' }).click();
      await toast(page, 'Region updated successfully');
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'GLOBAL_RESTRICTED' }).textContent()).toContain('US');

      // Reference data and product pages are cached per container for CATALOG_CACHE_MS, each refreshed behind one stale answer.
      await expect.poll(async () => {
        await gotoReady(visitor, `${store.url}/p/${game.slug}`);
        return notice.getAttribute('role');
      }, { timeout: 40_000, interval: 1000 }).toBe('alert');
    });

    it('delivers a waiting pre-order when staff press Process Fulfillment', async () => {
      const [preorder] = await kit.demoProducts((p) => p.variants[0]?.stockState === 'preorder');
      const buyer = await signInAs(store, demoShopper);
      await gotoReady(buyer, `${store.url}/p/${preorder.slug}`);
      await buyer.getByRole('button', { name: /pre-order/i }).first().click();
      await buyer.waitForURL('**/checkout');
      await buyer.getByTestId('pay-button').click();
      await buyer.waitForURL('**/_local/stripe/pay/**');
      await payWithTestCard(buyer, 'Jordan Shopper');
      await buyer.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
      // Keys stored without the message key import sends, so the queue waits for staff rather than the consumer.
      for (const variant of preorder.variants) await storeKeys(buildToolDeps(), variant.variantId, [`E2E-PREORDER-${variant.variantId}`], 'e2e');

      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/pre-orders`);
      const product = page.getByRole('listitem').filter({ hasText: preorder.name });
      await product.waitFor();
      expect(await page.getByRole('table', { name: 'Pre-order queue, oldest first' }).textContent()).toContain(preorder.name);
      await product.getByRole('button', { name: 'Process Fulfillment' }).click();

      await toast(page, 'Fulfilled 1 pre-orders');
      await page.getByText('No pending pre-orders').first().waitFor();
      const orderUrl = new URL((await buyer.getByRole('link', { name: 'View your order' }).getAttribute('href'))!, store.url).href;
      // Each look is a fresh navigation to the order, so a slow page under load is waited for, not mistaken for a failure.
      await expect
        .poll(async () => {
          await gotoReady(buyer, orderUrl);
          await buyer.getByTestId('order-detail').waitFor({ timeout: 15_000 });
          return buyer.getByTestId('status-badge').first().textContent();
        }, { timeout: 60_000, interval: 1000 })
        .toContain('Completed');
    });
  });
}
