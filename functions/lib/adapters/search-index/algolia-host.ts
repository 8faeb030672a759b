/** An origin (`http://127.0.0.1:3000`) as an algoliasearch host: host and port without the scheme, and the protocol. */
export function algoliaHost(origin: string): { url: string; protocol: 'http' | 'https' } {
  const url = new URL(origin.trim());
  return { url: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http' };
}
