import type { PlatformCode } from '../../shared/catalog/platform';
import type { ProductType } from '../../shared/catalog/product';

const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Xbox and Nintendo codes leave out letters and digits that read alike. */
const unambiguous = 'BCDFGHJKMNPQRTVWXY2346789';
const digits = '0123456789';
const lower = 'abcdefghijkmnpqrstuvwxyz';
const passwordChars = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const handles = ['nova', 'ember', 'rogue', 'pixel', 'drift', 'vortex', 'echo', 'onyx', 'lumen', 'frost', 'raven', 'comet'];

export type Random = () => number;

/** mulberry32 seeded by FNV-1a: the same seed gives the same keys on every run. */
export function seededRandom(seed: string): Random {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(random: Random, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

function groups(random: Random, alphabet: string, count: number, size: number): string {
  return Array.from({ length: count }, () => pick(random, alphabet, size)).join('-');
}

const platformShapes: Record<PlatformCode, (random: Random) => string> = {
  steam: (r) => groups(r, alnum, 3, 5),
  playstation: (r) => groups(r, alnum, 3, 4),
  xbox: (r) => groups(r, unambiguous, 5, 5),
  nintendo: (r) => pick(r, unambiguous, 16),
  epic: (r) => groups(r, alnum, 4, 5),
  battlenet: (r) => groups(r, alnum, 5, 4),
  pc: (r) => groups(r, alnum, 5, 5),
};

function giftCardCode(random: Random): string {
  return pick(random, '123456789', 1) + pick(random, digits, 15);
}

function accountCredentials(random: Random): string {
  const user = `${handles[Math.floor(random() * handles.length)]}.${pick(random, lower, 3)}${pick(random, digits, 4)}@example.com`;
  const password = `${pick(random, passwordChars, 4)}!${pick(random, passwordChars, 4)}${pick(random, digits, 2)}`;
  return `${user}:${password}`;
}

/**
 * How many keys a seeded in-stock variant gets: 3 to 25, fixed per variant. Skewed low (most hold a handful, a
 * few are deep) so the seed stays quick: every variant's keys are one transaction on DynamoDB Local.
 */
export function demoKeyCount(variantId: string): number {
  return 3 + Math.floor(seededRandom(`count:${variantId}`)() ** 3 * 23);
}

/** Demo secrets in the real shape of the platform: Steam 5-5-5, PlayStation 4-4-4, Xbox 5×5, gift cards 16 digits, accounts user:password. */
export function demoKeys(variantId: string, productType: ProductType, platform: PlatformCode, count: number): string[] {
  const random = seededRandom(`keys:${variantId}`);
  const make = productType === 'gift_card' ? giftCardCode : productType === 'account' ? accountCredentials : platformShapes[platform];
  const keys = new Set<string>();
  while (keys.size < count) keys.add(make(random));
  return [...keys];
}
