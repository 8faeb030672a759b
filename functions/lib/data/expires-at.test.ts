import { describe, expect, it } from 'vitest';
import { expiresAfterDays } from './expires-at';

describe('expiresAfterDays', () => {
  it('gives epoch seconds whole days later, dropping the milliseconds', () => {
    expect(expiresAfterDays(new Date('2026-12-02T10:00:00.999Z'), 90)).toBe(Date.UTC(2027, 2, 2, 10) / 1000);
  });
});
