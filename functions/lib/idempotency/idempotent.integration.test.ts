import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table';
import { idempotent } from './idempotent';

const context = (id: string) =>
  ({ functionName: 'payment-webhook', awsRequestId: id, getRemainingTimeInMillis: () => 30_000 }) as unknown as Context;

describe('idempotent work on the one table', () => {
  it('runs the work of a repeated event once and answers the repeat with the first result', async () => {
    const deps = await useTestTable();
    let runs = 0;
    const settle = idempotent(
      async (event: { body: { id: string; amount: number } }) => {
        runs += 1;
        return { settled: event.body.id, run: runs };
      },
      { eventKeyJmesPath: 'body.id', expiresAfterSeconds: 3600, tableName: deps.config.TABLE_NAME, endpoint: deps.config.DYNAMODB_ENDPOINT },
    );

    const first = await settle({ body: { id: 'evt_1', amount: 500 } }, context('a'));
    const repeat = await settle({ body: { id: 'evt_1', amount: 500 } }, context('b'));
    const other = await settle({ body: { id: 'evt_2', amount: 500 } }, context('c'));

    expect(first).toEqual({ settled: 'evt_1', run: 1 });
    expect(repeat).toEqual({ settled: 'evt_1', run: 1 });
    expect(other).toEqual({ settled: 'evt_2', run: 2 });
    expect(runs).toBe(2);
  });

  it('runs the work once when the same event arrives twice at the same moment', async () => {
    const deps = await useTestTable();
    let runs = 0;
    const settle = idempotent(
      async (event: { body: { id: string } }) => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { settled: event.body.id };
      },
      { eventKeyJmesPath: 'body.id', expiresAfterSeconds: 3600, tableName: deps.config.TABLE_NAME, endpoint: deps.config.DYNAMODB_ENDPOINT },
    );

    const results = await Promise.allSettled([settle({ body: { id: 'evt_same' } }, context('x')), settle({ body: { id: 'evt_same' } }, context('y'))]);

    expect(runs).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { name: 'IdempotencyAlreadyInProgressError' } });
  });

  it('refuses an event without the key rather than run it unguarded', async () => {
    const deps = await useTestTable();
    const settle = idempotent(async () => 'ran', {
      eventKeyJmesPath: 'body.id',
      expiresAfterSeconds: 3600,
      tableName: deps.config.TABLE_NAME,
      endpoint: deps.config.DYNAMODB_ENDPOINT,
    });

    await expect(settle({ body: {} }, context('z'))).rejects.toThrow();
  });
});
