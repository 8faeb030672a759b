import { describe, expect, it } from 'vitest';
import { inclusiveMs, type CpuProfile } from './module-profile';

const frame = (url: string, functionName = 'f') => ({ url, functionName });

describe("a module's share of a CPU profile", () => {
  // root → app listener → JSON.stringify (native); root → module listener → sendBeacon (native); root → idle
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('', '(root)'), children: [2, 4, 6] },
      { id: 2, callFrame: frame('http://s/assets/app.js', 'onClick'), children: [3] },
      { id: 3, callFrame: frame('', 'stringify') },
      { id: 4, callFrame: frame('http://s/assets/start-tracking.js', 'onMouse'), children: [5] },
      { id: 5, callFrame: frame('', 'sendBeacon') },
      { id: 6, callFrame: frame('', '(idle)') },
    ],
    samples: [2, 3, 4, 5, 6, 5],
    timeDeltas: [0, 100, 200, 300, 400, 500],
  };

  it('counts the time of samples whose stack runs through the module, native calls it made included', () => {
    // Samples 2 (onMouse, 300 µs to the next) and 3 (sendBeacon, 400 µs) are the module's; the last sample has no length.
    expect(inclusiveMs(profile, new Set(['http://s/assets/start-tracking.js']))).toBeCloseTo(0.7);
  });

  it('counts nothing for scripts the profile never ran', () => {
    expect(inclusiveMs(profile, new Set(['http://s/assets/other.js']))).toBe(0);
  });
});
