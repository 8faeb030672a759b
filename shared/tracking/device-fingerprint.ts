/** The signals a device fingerprint is made of, as the browser module reads them (storefront §9). */
export type DeviceSignals = Record<string, string | number | boolean>;

/**
 * A 32-character device fingerprint: the first 128 bits of SHA-256 over the signals in name order, so the same device
 * and browser give the same value across reloads and sessions whatever order the signals were read in. Web Crypto, which
 * browsers and Node both have; no I/O.
 */
export async function deviceFingerprint(signals: DeviceSignals): Promise<string> {
  const canonical = JSON.stringify(Object.keys(signals).sort().map((name) => [name, signals[name]]));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
