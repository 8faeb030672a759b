import { describe, expect, it } from 'vitest';
import { fingerprintCrowd } from './device-similarity';
import { addressCrowd } from './network-similarity';
import { correlationSession } from './session-fixtures';

describe('fingerprintCrowd and addressCrowd: who counts as a stranger on a shared device and address', () => {
  // Both sessions share the fixture's fingerprint; the pair's address is the fixture's home address unless moved.
  it.each([
    ['one machine holds all 4 accounts seen at a home address', { fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 4 }, {}, 2, 2],
    ['the machine also has 3 accounts elsewhere (a common configuration)', { fingerprintPopularity: 7, fingerprintPopularityAtAddress: 4, ipPopularity: 4 }, {}, 5, 2],
    ['an office: 4 accounts on the fleet image among 8 at the address', { fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 8 }, {}, 4, 8],
    ['a household with one more device: 2 of 3 accounts on the machine', { fingerprintPopularity: 2, fingerprintPopularityAtAddress: 2, ipPopularity: 3 }, {}, 2, 3],
    ['the addresses differ', { fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 4 }, { ip: '91.64.12.35' }, 4, 4],
    ['a carrier’s NAT address', { fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 4, isCgnat: true }, {}, 4, 4],
    ['a VPN exit', { fingerprintPopularity: 4, fingerprintPopularityAtAddress: 4, ipPopularity: 4, isVpn: true }, {}, 4, 4],
    ['no count at the address was looked up', { fingerprintPopularity: 4, ipPopularity: 4 }, {}, 4, 4],
  ] as const)('when %s, counts the fingerprint’s accounts as %i and the address’s as %i', (_, shared, other, fingerprint, address) => {
    const a = correlationSession({ ...shared, userId: 'a' });
    const b = correlationSession({ ...shared, ...other, userId: 'b' });
    expect([fingerprintCrowd(a, b), addressCrowd(a, b)]).toEqual([fingerprint, address]);
  });
});
