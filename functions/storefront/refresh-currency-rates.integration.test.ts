import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { freePort } from '../../local/runtime/free-port';
import { useTestTable } from '../../test/integration/table';
import { refreshCurrencyRates } from './currency-rate-source';

describe('the scheduled currency-rate refresh', () => {
  let deps: Deps;
  let server: Server;
  let answer: { status: number; body: unknown };
  let url: string;
  beforeAll(async () => {
    deps = await useTestTable();
    const port = await freePort();
    server = createServer((_, res) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)));
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    url = `http://127.0.0.1:${port}/latest?from=USD`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const withSource = () => ({ ...deps, config: { ...deps.config, CURRENCY_RATES_URL: url } });
  const stored = async () => (await deps.store.entities.currencyRates.get({ base: 'USD' }).go()).data;

  it('replaces the stored rates with the source\'s, dated by the source', async () => {
    answer = { status: 200, body: { amount: 1, base: 'USD', date: '2026-11-20', rates: { EUR: 0.93, GBP: 0.8, JPY: 152.1, CAD: 1.38, AUD: 1.53 } } };

    await refreshCurrencyRates(withSource());

    expect(await stored()).toMatchObject({ rates: { USD: 1, EUR: 0.93, JPY: 152.1 }, asOf: '2026-11-20T00:00:00.000Z', source: expect.stringContaining('127.0.0.1') });
  });

  it.each([
    ['an error status', { status: 502, body: { message: 'down' } }],
    ['a missing currency', { status: 200, body: { base: 'USD', date: '2026-11-21', rates: { EUR: 0.9 } } }],
    ['a zero rate', { status: 200, body: { base: 'USD', date: '2026-11-21', rates: { EUR: 0, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 } } }],
  ])('keeps the previous rates when the source answers %s', async (_, bad) => {
    const before = await stored();
    answer = bad;

    await expect(refreshCurrencyRates(withSource())).rejects.toThrow('Rate source answered');

    expect(await stored()).toEqual(before);
  });
});
