import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../shared/catalog/catalog-views';
import type { AdminOrderDetail } from '../../shared/orders/admin-order-views';
import type { CheckoutStarted, OrderView, RevealedKey } from '../../shared/orders/order-views';
import { buildCatalog } from '../../local/seed/build-catalog';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { storeKeys } from '../inventory/store-keys';

const gameWords = /Activate a Product|library|\bgames?\b|Activar un producto|biblioteca|Ativar um produto/i;

describe("the seeded Steam Wallet gift card's instructions, from the product page to the revealed code", () => {
  let shop: Commerce;
  let buyer: string;
  let staff: string;
  let card: { slug: string; variantId: string };
  beforeAll(async () => {
    shop = await useCommerce();
    buyer = await shop.gateway.tokenFor('user', 'wallet-buyer');
    staff = await shop.gateway.tokenFor('employee', 'wallet-staff');
    // The seed's own Steam platform and Steam Wallet card, as `npm run seed` writes them.
    const catalog = buildCatalog(new Date());
    const product = catalog.products.find((p) => p.slug === 'steam-wallet-gift-card')!;
    const variant = catalog.variants.find((v) => v.item.productId === product.productId)!.item;
    await shop.deps.store.entities.platform.put(catalog.platforms.find((p) => p.code === 'steam')!).go();
    await shop.deps.store.entities.product.put(product).go();
    await shop.deps.store.entities.variant.put(variant).go();
    await storeKeys(shop.deps, variant.variantId, ['WALLET-AAAA-BBBB-CCCC'], 'test');
    card = { slug: product.slug, variantId: variant.variantId };
  });
  afterAll(() => shop.stop());

  it('shows the wallet-code steps on the product page in every language', async () => {
    const page = await shop.api<ProductDetail>('GET', `/api/products/by-slug/${card.slug}`);

    const variant = page.body.variants.find((v) => v.variantId === card.variantId)!;
    expect(variant.activationInstructions).toContain('Redeem a Steam Wallet Code');
    expect(variant.translations?.es?.activationInstructions).toContain('Canjear un código de la Cartera de Steam');
    expect(variant.translations?.pt?.activationInstructions).toContain('Resgatar um código da Carteira Steam');
    for (const text of [variant.activationInstructions, variant.translations?.es?.activationInstructions, variant.translations?.pt?.activationInstructions]) expect(text).not.toMatch(gameWords);
  });

  it('gives the revealed code, the order page and the staff order detail the same wallet-code steps', async () => {
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: card.variantId, quantity: 1 }] } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    const order = await shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.body.orderId}`, { token: buyer });
      return o.body.fulfilmentStatus === 'fulfilled' ? o.body : null;
    });

    const key = order.items[0]!.keys[0]!;
    const revealed = await shop.api<RevealedKey>('POST', `/api/orders/${order.orderId}/keys/${key.keyId}/reveal`, { token: buyer });
    const detail = await shop.api<AdminOrderDetail>('GET', `/api/admin/orders/${order.orderId}`, { token: staff });

    expect(revealed.status).toBe(200);
    expect(revealed.body.key).toBe('WALLET-AAAA-BBBB-CCCC');
    expect(revealed.body.activationInstructions).toContain('Redeem a Steam Wallet Code');
    expect(revealed.body.translations?.es?.activationInstructions).toContain('Canjear un código de la Cartera de Steam');
    expect(revealed.body.activationInstructions).not.toMatch(gameWords);
    expect(order.items[0]!.activationInstructions).toBe(revealed.body.activationInstructions);
    expect(detail.status).toBe(200);
    expect(detail.body.items[0]!.activationInstructions).toBe(revealed.body.activationInstructions);
  });
});
