import { afterEach, describe, expect, it, vi } from 'vitest';
import { humanToken, localScoreKey } from './human-token';
import { memoryStorage } from './session-storage.factory';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the local human-verification token', () => {
  it.each<[string, string | null, string]>([
    ['nothing forced', null, 'local:0.9'],
    ['a forced challenge score', '0.1', 'local:0.1'],
    ['a forced score with spaces', ' 0.3 ', 'local:0.3'],
    ['a score that is not a number', 'very human', 'local:0.9'],
    ['an empty override', '', 'local:0.9'],
  ])('is sent for %s (%o) as %s', async (_case, forced, token) => {
    vi.stubGlobal('sessionStorage', memoryStorage(forced === null ? {} : { [localScoreKey]: forced }));

    await expect(humanToken({ kind: 'local' }, 'login')).resolves.toBe(token);
  });

  it('falls back to the default score when session storage is blocked', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });

    await expect(humanToken({ kind: 'local' }, 'register')).resolves.toBe('local:0.9');
  });
});
