/**
 * HyperLogLog (Flajolet et al. 2007) over 32-bit MurmurHash3, with 2^10 registers: counts distinct visitors in a
 * window to about 3 % from sketches that merge by taking each register's maximum. The registers are a plain map from
 * index to rank, so DynamoDB can raise one register at a time with a conditional SET, lock-free.
 */
export const registerBits = 10;
export const registerCount = 1 << registerBits;

/** MurmurHash3 x86 32-bit of the UTF-8 bytes of `text`. */
export function murmur3(text: string, seed = 0): number {
  const bytes = new TextEncoder().encode(text);
  let h = seed >>> 0;
  const blocks = bytes.length >> 2;
  for (let i = 0; i < blocks; i++) {
    let k = bytes[i * 4]! | (bytes[i * 4 + 1]! << 8) | (bytes[i * 4 + 2]! << 16) | (bytes[i * 4 + 3]! << 24);
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  // The last one to three bytes, little-endian, as the reference implementation's fall-through switch reads them.
  const tail = blocks * 4;
  const left = bytes.length & 3;
  if (left > 0) {
    let k = 0;
    for (let i = left - 1; i >= 0; i--) k = (k << 8) | bytes[tail + i]!;
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The register a visitor falls in and the rank to raise it to: the position of the first 1 bit after the index bits. */
export function registerOf(visitor: string): { index: number; rank: number } {
  const hash = murmur3(visitor);
  const index = hash >>> (32 - registerBits);
  const rest = (hash << registerBits) >>> 0;
  const rank = rest === 0 ? 32 - registerBits + 1 : Math.clz32(rest) + 1;
  return { index, rank };
}

export type Registers = Readonly<Record<number, number>>;

/** Register-wise maximum of several sketches (several hours make a day). */
export function mergeRegisters(sketches: readonly Registers[]): Record<number, number> {
  const merged: Record<number, number> = {};
  for (const sketch of sketches) for (const [i, rank] of Object.entries(sketch)) merged[Number(i)] = Math.max(merged[Number(i)] ?? 0, rank);
  return merged;
}

/** Adds one visitor to a sketch in memory (tests, the traffic generator); the store raises the same register in place. */
export function addVisitor(registers: Record<number, number>, visitor: string): void {
  const { index, rank } = registerOf(visitor);
  registers[index] = Math.max(registers[index] ?? 0, rank);
}

/** The estimated number of distinct visitors, with the small- and large-range corrections of the paper. */
export function estimateDistinct(registers: Registers): number {
  const m = registerCount;
  const alpha = 0.7213 / (1 + 1.079 / m);
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    const rank = registers[i] ?? 0;
    sum += 2 ** -rank;
    if (rank === 0) zeros++;
  }
  let estimate = (alpha * m * m) / sum;
  if (estimate <= 2.5 * m && zeros > 0) estimate = m * Math.log(m / zeros);
  else if (estimate > 2 ** 32 / 30) estimate = -(2 ** 32) * Math.log(1 - estimate / 2 ** 32);
  return Math.round(estimate);
}
