import { describe, expect, it } from 'vitest';
import { withKeys } from './keyed-lock';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('work held by keys', () => {
  it('runs holders of the same key one after another, in arrival order', async () => {
    const log: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        withKeys(['v1'], async () => {
          log.push(`${name} in`);
          await tick();
          log.push(`${name} out`);
        }),
      ),
    );
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('lets holders of different keys run at once, and never deadlocks on overlapping sets taken in any order', async () => {
    let running = 0;
    let most = 0;
    const job = (keys: string[]) =>
      withKeys(keys, async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
      });
    await Promise.all([job(['x']), job(['y'])]);
    expect(most).toBe(2);
    await expect(Promise.all([job(['p', 'q']), job(['q', 'p']), job(['q'])])).resolves.toBeDefined();
  });

  it('releases the key when the work fails', async () => {
    await expect(withKeys(['z'], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withKeys(['z'], async () => 'next')).resolves.toBe('next');
  });
});
