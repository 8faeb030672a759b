import { describe, expect, it } from 'vitest';
import { tracedHandler, tracer } from './tracer';

describe('tracing', () => {
  it('is off outside Lambda, and a traced handler then just runs', async () => {
    const handler = tracedHandler('test/handler', async (n: number) => n * 2);

    expect(tracer.isTracingEnabled()).toBe(false);
    await expect(handler(21)).resolves.toBe(42);
  });

  it('passes a traced handler’s failure through unchanged', async () => {
    const failure = new Error('boom');

    await expect(tracedHandler('test/failing', () => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
