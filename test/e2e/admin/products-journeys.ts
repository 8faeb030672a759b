import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import { desktop } from '../demo-sign-in';
import type { AdminJourneyKit } from './journey-kit';

// A real 2x2 PNG, so the browser decodes the uploaded image when the list shows it.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNBgxMDAwAAC8Ig/x7Fb8WwAAAABJRU5ErkJggg==', 'base64');

/** The Products screen as admins and employees use it: an admin creates a product with an uploaded image; an employee only views. */
export function productsJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('the back-office Products screen', () => {
    async function createProduct(page: Page, name: string, image: string) {
      await gotoReady(page, `${store.url}/admin/products`);
      await page.getByRole('button', { name: 'Create Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Product' });
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Image file').setInputFiles({ name: image, mimeType: 'image/png', buffer: png });
      await page.getByText('Image uploaded successfully').waitFor();
      return dialog;
    }

    it('lets an admin create a product with an uploaded image and find it in the list', async () => {
      const page = await kit.asAdmin();
      const name = `Aurora Circuit ${Date.now()}`;

      const dialog = await createProduct(page, name, 'aurora.png');
      await dialog.getByLabel('Developer').fill('Borealis Games');
      await dialog.getByLabel('Search keywords').fill('Racing ');
      await dialog.getByLabel('Search keywords').press('Enter');
      await dialog.getByRole('button', { name: 'Create Product' }).click();
      await page.getByText('Product created successfully').waitFor();

      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      const image = row.locator('img');
      expect(await image.getAttribute('src')).toMatch(/^\/products\/[0-9a-f]{24}\.png$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
      await page.getByRole('searchbox', { name: 'Search products' }).fill('borealis');
      await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
    });

    it('takes a new product from its creation to stock from its View (a variant, three keys seen masked, one revealed), then to the storefront and its search', async () => {
      const page = await kit.asAdmin();
      const stamp = Date.now().toString(36).toUpperCase();
      const name = `Nebula Drift ${stamp}`;
      const keys = [1, 2, 3].map((n) => `NEBULA-${stamp}-000${n}`);
      const create = await createProduct(page, name, 'nebula.png');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/products') && r.request().method() === 'POST');
      await create.getByRole('button', { name: 'Create Product' }).click();
      await page.getByText('Product created successfully').waitFor();
      const { slug } = (await (await saved).json()) as { slug: string };

      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /^View/ }).click();
      const view = page.getByRole('dialog');
      await view.getByRole('button', { name: 'Add Variant' }).click();
      const variant = page.getByRole('dialog', { name: /^Add Variant/ });
      await variant.getByLabel('Platform').selectOption({ label: 'Steam' });
      await variant.getByLabel('Region').selectOption({ label: 'Global' });
      await variant.getByLabel('Price (USD)').fill('19.99');
      await variant.getByRole('button', { name: 'Create Variant' }).click();
      await page.getByText('Variant created successfully').waitFor();
      await view.getByRole('button', { name: /^Manage / }).click();
      const manage = page.getByRole('dialog', { name: /^Manage / });
      await manage.getByRole('tab', { name: /^Add / }).click();
      await manage.getByRole('textbox').fill(keys.join('\n'));
      await manage.getByRole('button', { name: /^Add / }).click();
      await manage.getByText(/Added 3 keys/).waitFor();
      await manage.getByRole('tab', { name: / List$/ }).click();
      const rows = manage.getByTestId('inventory-key-row');
      await expect.poll(() => rows.count()).toBe(3);
      expect((await rows.getByTestId('admin-key-value').allTextContents()).every((m) => m.includes('*'))).toBe(true);
      await rows.first().getByRole('button', { name: /^Reveal/ }).click();
      // The reveal is a KMS decryption and an audit write; on a busy CI machine it can take longer than poll's default second.
      await expect.poll(() => rows.first().getByTestId('admin-key-value').textContent(), { timeout: 15_000 }).not.toContain('*');
      expect(keys).toContain(await rows.first().getByTestId('admin-key-value').textContent());

      const shopper = await (await store.newContext({ viewport: desktop })).newPage();
      await gotoReady(shopper, `${store.url}/p/${slug}`);
      await shopper.getByRole('heading', { level: 1, name }).waitFor();
      // The search index follows the key import through the search-index queue, so each look is a fresh search.
      await expect
        .poll(async () => {
          await gotoReady(shopper, `${store.url}/search?q=${encodeURIComponent(name)}`);
          await shopper.getByTestId('search-count').waitFor({ timeout: 15_000 });
          return shopper.getByTestId('search-result').filter({ hasText: name }).count();
        }, { timeout: 30_000, interval: 500 })
        .toBe(1);
    });

    it('refuses a file that is not an image before uploading it', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/products`);

      await page.getByRole('button', { name: 'Create Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Product' });
      await dialog.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });

      await dialog.getByText('Please select an image file').waitFor();
    });

    it('lets an employee open View but offers no Create or Edit, and the API refuses their edit', async () => {
      const page = await kit.asStaff();
      const firstList = page.waitForRequest((r) => r.url().includes('/api/admin/products?'));
      await gotoReady(page, `${store.url}/admin/products`);
      const token = (await firstList).headers().authorization!;

      await page.getByRole('searchbox', { name: 'Search products' }).fill('starfall odyssey');
      // Exactly this product: its DLC and editions ('Starfall Odyssey Stardust', '… — Steam') match the search too.
      await page.getByRole('button', { name: 'View Starfall Odyssey', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: /Variants & Keys/ }).waitFor();
      await dialog.getByText(/\d+ available/).first().waitFor();
      await dialog.getByRole('tab', { name: 'Product Details' }).click();
      await dialog.getByText('Slug').waitFor();

      expect(await page.getByRole('button', { name: 'Create Product' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
      const list = (await (await fetch(`${store.url}/api/admin/products?limit=1`, { headers: { authorization: token } })).json()) as { items: { productId: string }[] };
      const put = await fetch(`${store.url}/api/admin/products/${list.items[0]!.productId}`, {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ product: { name: 'Taken over', productType: 'key', category: 'games' } }),
      });
      expect(put.status).toBe(403);
    });
  });
}
