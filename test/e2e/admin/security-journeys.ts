import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted } from '../../../shared/orders/order-views';
import { gotoReady, type StoreInBrowser } from '../browser';
import { desktop } from '../demo-sign-in';
import { buyableNow, payWithTestCard, type AdminJourneyKit } from './journey-kit';

/**
 * A guest pays through a Tor exit (a documentation address the local IP data calls one), the risk rules hold the
 * order, and an admin finds it on the Security page, approves it from its order page, and resolves an alert.
 */
export function securityJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('security and fraud in the back office', () => {
    const buyer = `held-e2e-${Date.now()}@example.test`;
    let orderNumber = '';

    beforeAll(async () => {
      // The last buyable demo product: the orders and dashboard journeys buy the first three.
      const pick = (await kit.demoProducts(buyableNow)).at(-1)!;
      const res = await fetch(`${store.url}/api/checkout/guest`, {
        method: 'POST',
        // CloudFront's viewer address header, which the local gateway takes from the request as CloudFront would set it.
        headers: { 'content-type': 'application/json', origin: store.url, 'cloudfront-viewer-address': '203.0.113.66:443' },
        body: JSON.stringify({ email: buyer, lines: [{ variantId: pick.variants[0]!.variantId, quantity: 1 }] }),
      });
      const started = (await res.json()) as CheckoutStarted;
      orderNumber = started.orderNumber;
      const page = await (await store.newContext({ viewport: desktop })).newPage();
      await page.goto(started.paymentUrl);
      await payWithTestCard(page, 'Held Guest');
      await page.waitForURL('**/checkout/complete**', { timeout: 15_000 });
    });

    it('shows a held order on the Security page and lets an admin approve it from its order page', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/security-fraud`);
      await page.getByRole('heading', { name: 'Security & Fraud Management' }).waitFor();
      await page.getByRole('tab', { name: /Held Orders/ }).click();
      // The hold follows the payment through the orders queue.
      await expect
        .poll(async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          await page.getByRole('tab', { name: /Held Orders/ }).click();
          return page.getByRole('link', { name: orderNumber }).count();
        }, { timeout: 30_000, interval: 1000 })
        .toBe(1);
      await page.getByRole('link', { name: orderNumber }).click();
      await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
      await page.getByText(/Checkout through a Tor exit/).first().waitFor();

      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog', { name: 'Approve this order?' }).getByRole('button', { name: 'Approve' }).click();

      await page.getByText('Order approved; keys delivered').first().waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Held for review' }).count()).toBe(0);
      expect(await page.locator('.admin-order-badges').textContent()).toMatch(/completed/i);
    });

    it('resolves an alert from Alert Management with the spec’s message', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/security-fraud`);
      await page.getByRole('tab', { name: /Alert Management/ }).click();
      const table = page.getByRole('table', { name: 'Fraud alerts' });
      await table.getByText('VPN, proxy or Tor at checkout').first().waitFor();
      const before = await table.getByRole('button', { name: 'Resolve' }).count();

      await table.getByRole('button', { name: 'Resolve' }).first().click();

      await page.getByText('Alert resolved successfully').first().waitFor();
      await expect.poll(() => table.getByRole('button', { name: 'Resolve' }).count()).toBe(before - 1);
    });
  });
}
