import { describe, expect, it } from 'vitest';
import { deviceType, isSmallMobile } from './device-type';

describe('device type by viewport width', () => {
  it.each([
    [320, 'mobile'],
    [499, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
    [Number.NaN, 'mobile'],
  ])('calls a %d px viewport %s', (width, type) => {
    expect(deviceType(width)).toBe(type);
  });

  it.each([
    [499, true],
    [500, false],
  ])('calls a %d px viewport a small phone: %s', (width, small) => {
    expect(isSmallMobile(width)).toBe(small);
  });
});
