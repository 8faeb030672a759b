import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestStripe, type TestStripe } from './test-stripe';

let stateFile: string;
const running: TestStripe[] = [];
const start = async (options: Parameters<typeof startTestStripe>[0] = {}) => {
  const t = await startTestStripe({ stateFile, ...options });
  running.push(t);
  return t;
};

beforeEach(() => {
  stateFile = join(mkdtempSync(join(tmpdir(), 'neonkeys-stripe-')), 'payments', 'stripe.json');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((t) => t.stop()));
});

describe('the local Stripe’s state file', () => {
  it('keeps sessions, payments, refunds and events across a restart', async () => {
    const before = await start();
    const open = await before.createSession();
    const paid = await before.createSession();
    await before.twin.control.pay(paid.id);
    const intent = (await before.stripe.checkout.sessions.retrieve(paid.id)).payment_intent as string;
    await before.stripe.refunds.create({ payment_intent: intent, amount: 1000 });
    await before.stop();

    const after = await start();

    expect(await after.stripe.checkout.sessions.retrieve(open.id)).toMatchObject({ status: 'open', url: open.url });
    expect((await fetch(`${after.twin.endpoint}/pay/${open.id}`)).status).toBe(200);
    expect(await after.stripe.paymentIntents.retrieve(intent)).toMatchObject({ status: 'succeeded' });
    await expect(after.stripe.refunds.create({ payment_intent: intent, amount: 2099 })).rejects.toMatchObject({ code: 'amount_too_large' });
    expect(after.twin.control.events().map((e) => e.event.type)).toEqual(['checkout.session.completed', 'charge.refunded']);
  });

  it('has saved every session by the time it stops, however fast they arrived', async () => {
    const t = await start();
    await Promise.all(Array.from({ length: 50 }, () => t.createSession()));

    await t.stop();

    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { sessions: unknown[] };
    expect(saved.sessions).toHaveLength(50);
  });

  it('delivers after a restart an event whose retries the previous run had not finished', async () => {
    const before = await start({ retryDelaysMs: [60_000] });
    before.webhooks.answer(500);
    await before.twin.control.pay((await before.createSession()).id);
    await before.webhooks.waitFor((events) => events.length === 1);
    await before.stop();

    const after = await start();

    await after.webhooks.waitFor((events) => events.length === 1);
    await expect.poll(() => after.twin.control.events()[0]).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});
