import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';

export interface PurchaseRun {
  orders: number;
  refused: number;
  errors: number;
  checkoutMs: number[];
  endToEndSeconds: number;
  ordersPerSecond: number;
  deliveredKeys: string[];
}

/** The demo admin's ID token from the local identity service, through Cognito's own client (USER_PASSWORD_AUTH). */
export async function adminToken(base: string): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: `${base}/_local/identity/cognito`, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const out = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'neonkeys-local-spa', AuthParameters: { USERNAME: 'admin@neonkeys.local', PASSWORD: 'Admin!2345' } }),
  );
  return out.AuthenticationResult!.IdToken!;
}

/** A fresh in-stock variant of the demo catalogue with `count` new keys imported through the admin API. */
export async function stockVariant(base: string, admin: string, count: number, skip: Set<string>, state: 'in_stock' | 'out_of_stock' = 'in_stock'): Promise<{ variantId: string; productId: string }> {
  const products = (await (await fetch(`${base}/api/products?limit=100`)).json()) as { items: { productId: string; stockState: string }[] };
  for (const p of products.items) {
    const detail = (await (await fetch(`${base}/api/products/${p.productId}`)).json()) as { variants: { variantId: string; stockState: string }[] };
    const variant = detail.variants.find((v) => v.stockState === state && !skip.has(v.variantId));
    if (!variant) continue;
    for (let done = 0; done < count; done += 1000) {
      const keys = Array.from({ length: Math.min(1000, count - done) }, () => `BENCH-${randomUUID().toUpperCase()}`);
      const res = await fetch(`${base}/api/admin/variants/${variant.variantId}/keys`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ keys }) });
      if (res.status !== 201) throw new Error(`key import answered ${res.status}: ${await res.text()}`);
    }
    skip.add(variant.variantId);
    return { variantId: variant.variantId, productId: p.productId };
  }
  throw new Error(`no ${state} variant left in the demo catalogue`);
}

/** How many keys a variant has available now (the public availability route reads the counter). */
export async function availableKeys(base: string, variantId: string): Promise<number> {
  return ((await (await fetch(`${base}/api/variants/${variantId}/availability`)).json()) as { availableKeys: number }).availableKeys;
}

/**
 * `buyers` guest purchases by `concurrency` shoppers, each buying one key of the variant the way a browser does: the
 * guest checkout, then the card form on the local payment page (4242…), then straight on to the next purchase. The
 * orders are then read through their guest links until every one is delivered: end to end is from the first checkout
 * to the last delivery, so it measures what the whole path (webhook, queue, settlement) sustains.
 */
export async function runPurchases(base: string, variantId: string, buyers: number, concurrency: number): Promise<PurchaseRun> {
  const checkoutMs: number[] = [];
  const paid: { orderId: string; token: string }[] = [];
  let refused = 0;
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  const shopper = async () => {
    while (next < buyers) {
      next++;
      const email = `bench-${randomUUID().slice(0, 12)}@example.test`;
      const s = performance.now();
      const res = await fetch(`${base}/api/checkout/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ lines: [{ variantId, quantity: 1 }], email }),
      });
      const body = (await res.json()) as { orderId?: string; paymentUrl?: string };
      checkoutMs.push(performance.now() - s);
      if (res.status === 409) {
        refused++;
        continue;
      }
      if (res.status !== 201 || !body.paymentUrl) {
        errors++;
        continue;
      }
      const pay = await fetch(body.paymentUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Bench Buyer' }),
      });
      const location = pay.headers.get('location');
      if (pay.status !== 303 || !location) {
        errors++;
        continue;
      }
      paid.push({ orderId: body.orderId!, token: new URL(location).searchParams.get('token')! });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, shopper));
  // Delivery is timed by the buyers' "keys ready" e-mails in the local outbox, which go out after each settling
  // transaction, so the timing adds no reads of its own to the table.
  const wanted = new Set(paid.map((p) => p.orderId));
  const deadline = Date.now() + 300_000;
  let delivered = 0;
  while (Date.now() < deadline) {
    const { messages } = (await (await fetch(`${base}/dev/outbox.json`)).json()) as { messages: { subject: string; body: string }[] };
    delivered = messages.filter((m) => m.subject.includes('are ready') && [...wanted].some((id) => m.body.includes(id))).length;
    if (delivered >= wanted.size) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const endToEndSeconds = (performance.now() - t0) / 1000;
  // Then, untimed, every order is read back through its guest link: its status and the keys it holds.
  const deliveredKeys: string[] = [];
  let completed = 0;
  for (let i = 0; i < paid.length; i += concurrency) {
    await Promise.all(
      paid.slice(i, i + concurrency).map(async (b) => {
        const order = (await (await fetch(`${base}/api/guest/orders/${b.orderId}?token=${encodeURIComponent(b.token)}`)).json()) as { status: string; items: { keys: { keyId: string }[] }[] };
        if (order.status !== 'completed') return;
        completed++;
        deliveredKeys.push(...order.items.flatMap((item) => item.keys.map((k) => k.keyId)));
      }),
    );
  }
  return { orders: completed, refused, errors: errors + (paid.length - completed), checkoutMs, endToEndSeconds, ordersPerSecond: Math.min(delivered, completed) / endToEndSeconds, deliveredKeys };
}

/** Checkout creation alone, one buyer at a time: the latency of the route itself, without queueing behind other buyers. */
export async function timeCheckouts(base: string, variantId: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = performance.now();
    const res = await fetch(`${base}/api/checkout/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ lines: [{ variantId, quantity: 1 }], email: `solo-${randomUUID().slice(0, 12)}@example.test` }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`checkout answered ${res.status}`);
    times.push(performance.now() - s);
  }
  return times;
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};
