import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's style, `cs_test_a1B2…` or `pi_3Nq…`: the object's prefix, then random base62. */
export function stripeId(prefix: string, length = 24): string {
  // 62 * 4 = 248: bytes at or above it are skipped, so every character is equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return `${prefix}_${out}`;
}
