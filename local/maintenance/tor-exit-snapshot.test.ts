import { describe, expect, it } from 'vitest';
import { torExitSnapshot } from './tor-exit-snapshot';

describe('the Tor exit snapshot', () => {
  it('joins the bulk list, the exit addresses and the relays’ IPv6 addresses, canonical, sorted and each once', () => {
    const snapshot = torExitSnapshot(
      {
        bulkExitList: '185.220.101.7\n23.129.64.130\nnot an address\n',
        exitAddresses: 'ExitNode 0011\nPublished 2026-11-24 10:00:00\nExitAddress 185.220.101.7 2026-11-24 10:05:00\nExitAddress 2.58.56.43 2026-11-24 10:06:00\n',
        onionoo: JSON.stringify({
          relays: [
            { or_addresses: ['185.220.101.7:9001', '[2A0B:F4C2:0000::1]:9001'] },
            { or_addresses: ['192.42.116.16:443'], exit_addresses: ['192.42.116.17'] },
          ],
        }),
      },
      new Date('2026-11-25T03:00:00Z'),
    );

    expect(snapshot.addresses).toEqual(['2.58.56.43', '23.129.64.130', '185.220.101.7', '192.42.116.17', '2a0b:f4c2::1']);
    expect(snapshot.fetchedAt).toBe('2026-11-25T03:00:00.000Z');
  });

  it('leaves out a relay’s IPv4 OR address, which need not be where it exits', () => {
    const snapshot = torExitSnapshot({ bulkExitList: '', exitAddresses: '', onionoo: JSON.stringify({ relays: [{ or_addresses: ['192.0.2.1:9001'] }] }) }, new Date(0));

    expect(snapshot.addresses).toEqual([]);
  });
});
