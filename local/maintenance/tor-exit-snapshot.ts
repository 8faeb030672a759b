import { parseIp } from '../../shared/security/ip-address';

/** The shape of functions/security/ip-intelligence/data/tor-exits.json. */
export interface TorExitSnapshot {
  source: string;
  fetchedAt: string;
  addresses: string[];
}

export const torExitSources = {
  bulkExitList: 'https://check.torproject.org/torbulkexitlist',
  exitAddresses: 'https://check.torproject.org/exit-addresses',
  /** Running exit relays with their addresses: the two lists above carry only IPv4. */
  onionooExits: 'https://onionoo.torproject.org/details?flag=Exit&running=true&fields=or_addresses,exit_addresses',
} as const;

interface OnionooDetails {
  relays?: { or_addresses?: string[]; exit_addresses?: string[] }[];
}

/** `[2001:db8::1]:9001` or `192.0.2.1:443` as the address alone. */
const withoutPort = (endpoint: string): string => (endpoint.startsWith('[') ? endpoint.slice(1, endpoint.indexOf(']')) : endpoint.replace(/:\d+$/, ''));

/**
 * Every exit address the Tor Project's lists name, canonical, IPv4 before IPv6, each once. An IPv6 exit is taken from a
 * relay's IPv6 OR address, where its IPv6 exit traffic leaves unless it says otherwise in `exit_addresses`.
 */
export function torExitSnapshot(texts: { bulkExitList: string; exitAddresses: string; onionoo: string }, fetchedAt: Date): TorExitSnapshot {
  const found = new Map<string, bigint>();
  const note = (text: string) => {
    const ip = parseIp(text);
    if (ip) found.set(ip.text, ip.value + (ip.family === 6 ? 1n << 128n : 0n));
  };
  for (const line of texts.bulkExitList.split('\n')) if (!line.startsWith('#')) note(line);
  for (const line of texts.exitAddresses.split('\n')) if (line.startsWith('ExitAddress ')) note(line.split(' ')[1] ?? '');
  const details = JSON.parse(texts.onionoo) as OnionooDetails;
  for (const relay of details.relays ?? []) {
    for (const address of relay.exit_addresses ?? []) note(address);
    for (const endpoint of relay.or_addresses ?? []) if (endpoint.startsWith('[')) note(withoutPort(endpoint));
  }
  const addresses = [...found.entries()].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([text]) => text);
  return {
    source: `Tor exit addresses as the Tor Project publishes them (${Object.values(torExitSources).join(', ')}). Refresh with \`npm run refresh:tor-exits\`.`,
    fetchedAt: fetchedAt.toISOString(),
    addresses,
  };
}
