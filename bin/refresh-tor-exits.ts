// `npm run refresh:tor-exits`: fetches the Tor Project's exit lists and rewrites the shipped snapshot the offline IP
// adapter reads (functions/security/ip-intelligence/data/tor-exits.json). Needs the internet; commit the result.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { torExitSnapshot, torExitSources } from '../local/maintenance/tor-exit-snapshot';

const target = fileURLToPath(new URL('../functions/security/ip-intelligence/data/tor-exits.json', import.meta.url));

async function text(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000), headers: { 'user-agent': 'neonkeys-refresh-tor-exits' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

const [bulkExitList, exitAddresses, onionoo] = await Promise.all([text(torExitSources.bulkExitList), text(torExitSources.exitAddresses), text(torExitSources.onionooExits)]);
const snapshot = torExitSnapshot({ bulkExitList, exitAddresses, onionoo }, new Date());
// A failed or truncated download must not replace a good list with an empty one.
if (snapshot.addresses.length < 500) {
  console.error(`Only ${snapshot.addresses.length} exit addresses found; the snapshot is left as it was.`);
  process.exit(1);
}
await writeFile(target, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`${snapshot.addresses.length} Tor exit addresses written to ${target}`);
