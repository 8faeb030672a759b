const fullMask = '********';

/** Staff see a key as its first four characters, stars, and its last four; eight or fewer characters are fully masked. */
export function maskKey(key: string): string {
  if (key.length <= 8) return fullMask;
  return `${key.slice(0, 4)}${'*'.repeat(key.length - 8)}${key.slice(-4)}`;
}
