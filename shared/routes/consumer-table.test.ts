import { describe, expect, it } from 'vitest';
import { consumers, queueNames, visibilityTimeoutFor } from './consumer-table';

const table = Object.entries(consumers);
// Vite lists the handler modules at transform time without loading them; shared/ may not import node:fs, even in tests.
const handlerModules = new Set(Object.keys(import.meta.glob('../../functions/**/*.ts')));

describe('visibilityTimeoutFor', () => {
  it.each([1, 30, 900])('gives a %i s consumer at least six times its timeout', (timeoutSeconds) => {
    expect(visibilityTimeoutFor(timeoutSeconds)).toBeGreaterThanOrEqual(timeoutSeconds * 6);
  });
});

describe('the consumer table', () => {
  it.each(table)('points %s at a handler module that exists', (_id, consumer) => {
    expect(handlerModules).toContain(`../../functions/${consumer.handler}.ts`);
  });

  it.each(table)('keeps %s within the SQS event source limits', (_id, consumer) => {
    expect(consumer.batchSize).toBeGreaterThanOrEqual(1);
    expect(consumer.batchSize).toBeLessThanOrEqual(10);
    // A Lambda runs at most 900 s, and SQS visibility is capped at 12 hours.
    expect(consumer.timeoutSeconds).toBeLessThanOrEqual(900);
    expect(visibilityTimeoutFor(consumer.timeoutSeconds)).toBeLessThanOrEqual(12 * 60 * 60);
  });

  it('gives each consumer its own queue', () => {
    expect(new Set(queueNames).size).toBe(table.length);
  });
});
