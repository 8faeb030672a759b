import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted } from '../../../shared/orders/order-views';
import { downloadedText, gotoReady, reloadReady, type StoreInBrowser } from '../browser';
import { desktop } from '../demo-sign-in';
import { buyableNow, payWithTestCard, type AdminJourneyKit } from './journey-kit';

/**
 * Staff handling a real order: a guest buys two products through checkout and the local payment page, then an admin
 * finds the order, refunds one line and re-delivers the other, an employee sees what employees may see, and finds the
 * order again by its date, in a CSV, and by one of its keys.
 */
export function ordersJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('orders in the back office', () => {
    const buyer = `orders-e2e-${Date.now()}@example.test`;
    let orderNumber = '';

    /** Opens the buyer's order from the list, searching by their e-mail as staff would. */
    async function openOrder(page: Page) {
      await gotoReady(page, `${store.url}/admin/orders`);
      await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
      await page.getByPlaceholder('Search orders, customers, emails').fill(buyer);
      await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
      await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    }

    beforeAll(async () => {
      // The first two buyable demo products; the dashboard journey buys the third.
      const picks = (await kit.demoProducts(buyableNow)).slice(0, 2);
      const res = await fetch(`${store.url}/api/checkout/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: store.url },
        body: JSON.stringify({ email: buyer, lines: picks.map((p) => ({ variantId: p.variants[0]!.variantId, quantity: 1 })) }),
      });
      const started = (await res.json()) as CheckoutStarted;
      orderNumber = started.orderNumber;
      const page = await (await store.newContext({ viewport: desktop })).newPage();
      await page.goto(started.paymentUrl);
      await payWithTestCard(page, 'Orders Guest');
      await page.waitForURL('**/checkout/complete**', { timeout: 15_000 });
    });

    it('lets an admin refund one line of a paid order and re-deliver the other, keeping every key as it was', async () => {
      const page = await kit.asAdmin();
      await openOrder(page);
      const [first, second] = [page.locator('article.admin-order-line').nth(0), page.locator('article.admin-order-line').nth(1)];
      // Delivery follows the payment through the orders queue; the page shows the order as it was when it loaded.
      await expect
        .poll(async () => {
          await reloadReady(page);
          await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
          return first.getByText('Delivered').count();
        }, { timeout: 30_000, interval: 500 })
        .toBe(1);
      const masks = [await first.getByTestId('admin-key-value').textContent(), await second.getByTestId('admin-key-value').textContent()];

      await first.getByRole('button', { name: 'Refund item' }).click();
      const refund = page.getByRole('dialog', { name: 'Refund this item' });
      await refund.getByLabel('Reason').fill('Wrong platform bought');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByText(/^Refunded \$/).first().waitFor();
      await expect.poll(() => first.locator('[data-status="refunded"]').count()).toBeGreaterThanOrEqual(1);

      await page.getByRole('button', { name: 'Re-deliver' }).click();
      await page.getByRole('dialog', { name: 'Re-deliver keys?' }).getByRole('button', { name: 'Re-deliver' }).click();
      await page.getByText(`Keys e-mail sent again to ${buyer}`).first().waitFor();

      await page.reload();
      await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
      expect(await first.locator('code').allTextContents()).toEqual([masks[0]]);
      expect(await second.getByTestId('admin-key-value').allTextContents()).toEqual([masks[1]]);
      const timeline = page.locator('.admin-order-timeline');
      await expect.poll(() => timeline.getByText('Keys-ready e-mail sent again').count()).toBe(1);
      expect(await timeline.getByText(/Refunded \$.*Wrong platform bought/).count()).toBe(1);
    });

    it('shows an employee the order without the revenue card or the hand-set status', async () => {
      const page = await kit.asStaff();
      await gotoReady(page, `${store.url}/admin/orders`);
      await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
      await page.getByText('Pending Orders').waitFor();
      // The figures' answer, not the cards drawn while it loads (which hold a place for every card, revenue included).
      await page.getByText(/^\d[\d,]* orders?$/).waitFor();
      expect(await page.getByText('Total Revenue').count()).toBe(0);

      await openOrder(page);
      expect(await page.getByRole('heading', { name: 'Order Management' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Order Timeline' }).waitFor();
    });

    it('lets an employee narrow the orders to today, export them as CSV, and find the order holding one of its keys', async () => {
      const page = await kit.asStaff();
      // A key of the order as staff see it once revealed: the second line's, which the refund above left delivered.
      await openOrder(page);
      const line = page.locator('article.admin-order-line').nth(1);
      await line.getByRole('button', { name: 'Reveal key' }).click();
      await expect.poll(() => line.getByTestId('admin-key-value').textContent()).not.toContain('*');
      const key = (await line.getByTestId('admin-key-value').textContent())!;

      await gotoReady(page, `${store.url}/admin/orders`);
      await page.getByRole('heading', { name: 'Orders Management' }).waitFor();
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      await page.getByLabel('From', { exact: true }).fill(today);
      await page.getByLabel('To', { exact: true }).fill(today);
      await page.getByPlaceholder('Search orders, customers, emails').fill(buyer);
      await page.getByRole('link', { name: `View order ${orderNumber}` }).waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const rows = (await downloadedText(download)).replace(/^\uFEFF/, '').split('\r\n');
      expect(download.suggestedFilename()).toBe(`orders-${today}-${today}.csv`);
      expect(rows[0]).toBe('Order number,Created,Status,Customer e-mail,Items,Total,Currency,Payment ID');
      expect(rows.slice(1).filter(Boolean)).toEqual([expect.stringMatching(new RegExp(`^${orderNumber},[^,]+,[a-z_]+,${buyer},`))]);

      await page.getByLabel('Product key or fingerprint').fill(key);
      await page.getByRole('button', { name: 'Find order' }).click();
      await page.getByRole('list', { name: 'Keys matching the pasted key' }).getByRole('link', { name: `View order ${orderNumber}` }).click();
      await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
      await page.locator('.admin-order-timeline').getByText('Order found by its key', { exact: false }).first().waitFor();
    });
  });
}
