import { describe, expect, it } from 'vitest';
import type { CorrelationSession } from './correlation-input';
import { deviceMatch } from './device-similarity';
import { networkMatch } from './network-similarity';
import { correlationSession } from './session-fixtures';
import { temporalMatch } from './temporal-pattern';

const temporal = (a: CorrelationSession, b: CorrelationSession) => temporalMatch(a, b, deviceMatch(a, b), networkMatch(a, b));
const elsewhere = { ip: '86.128.3.9', subnet: '86.128.3.0/24', asn: 2856 };

describe('temporalMatch', () => {
  const popular = { fingerprintPopularity: 4 };
  it.each([
    ['one browser, one home address, 5 minutes apart', 1, {}, {}],
    ['one browser of a fingerprint 4 accounts share, one home address', 0.83, popular, {}],
    ['one browser from another ISP (two identical machines more likely than one that moved)', 0.5, {}, elsewhere],
    ['a browser 4 accounts share, from another ISP (a popular model’s everyday coincidence)', 0.28, popular, elsewhere],
    ['one browser, the second session over a VPN', 1, {}, { ...elsewhere, isVpn: true }],
  ] as const)('scores alternation on %s at %f', (_, score, both, second) => {
    const a = correlationSession({ userId: 'a', startMinutes: 25, ...both });
    const b = correlationSession({ userId: 'b', startMinutes: 0, ...both, ...second });
    expect(temporal(a, b)).toMatchObject({ pattern: 'alternating' });
    expect(temporal(a, b).score).toBeCloseTo(score, 2);
  });

  it.each([
    ['a browser no one else uses, at a home address', 0.5, {}, {}],
    ['a browser of a common configuration', 0, { fingerprintPopularity: 5 }, {}],
    ['a browser no one else uses, at an office address crowded with accounts', 0, { ipPopularity: 8 }, {}],
    ['a browser no one else uses, from unrelated networks', 0, {}, elsewhere],
  ] as const)('scores two accounts at once on %s at %f', (_, score, both, second) => {
    const a = correlationSession({ userId: 'a', startMinutes: 5, ...both });
    const b = correlationSession({ userId: 'b', startMinutes: 0, ...both, ...second });
    expect(temporal(a, b)).toMatchObject({ pattern: 'concurrent_same_device', score });
  });
});
