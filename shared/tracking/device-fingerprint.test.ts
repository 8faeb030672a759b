import { describe, expect, it } from 'vitest';
import { deviceFingerprint } from './device-fingerprint';

const phone = { timeZone: 'Europe/Lisbon', languages: 'pt-PT,en', screen: '390x844x3', cores: 6, touchPoints: 5, colorDepth: 24 };

describe('the device fingerprint', () => {
  it('is 32 lowercase hexadecimal characters', async () => {
    expect(await deviceFingerprint(phone)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is the same for the same signals read again, in any order (a reload)', async () => {
    const reversed = Object.fromEntries(Object.entries(phone).reverse());
    expect(await deviceFingerprint(reversed)).toBe(await deviceFingerprint({ ...phone }));
  });

  it.each([
    ['another time zone', { ...phone, timeZone: 'Europe/Madrid' }],
    ['another screen', { ...phone, screen: '414x896x2' }],
    ['a number read as text', { ...phone, cores: '6' }],
  ])('differs for %s', async (_, other) => {
    expect(await deviceFingerprint(other)).not.toBe(await deviceFingerprint(phone));
  });
});
