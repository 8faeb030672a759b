import { describe, expect, it } from 'vitest';
import { maxTransactionItems, packKeyTransactions } from './pack-key-transactions';

const batch = (variantId: string, count: number) => ({ productId: `p-${variantId}`, variantId, keys: Array.from({ length: count }, (_, i) => `${variantId}-${i}`) });
const items = (tx: { keys: readonly string[] }[]) => tx.reduce((n, part) => n + part.keys.length + 1, 0);

describe('packing keys into transactions', () => {
  it('never puts more than 100 items, counters included, in one transaction', () => {
    const transactions = packKeyTransactions([batch('a', 250), batch('b', 7), batch('c', 98), batch('d', 1)]);

    expect(transactions.every((tx) => items(tx) <= maxTransactionItems)).toBe(true);
  });

  it('keeps every key exactly once and in order', () => {
    const batches = [batch('a', 150), batch('b', 30), batch('c', 99)];

    const keys = packKeyTransactions(batches).flat().flatMap((part) => part.keys);

    expect(keys).toEqual(batches.flatMap((b) => b.keys));
  });

  it('fills transactions so many small variants share one', () => {
    const transactions = packKeyTransactions(Array.from({ length: 20 }, (_, i) => batch(`v${i}`, 4)));

    expect(transactions).toHaveLength(1);
    expect(items(transactions[0]!)).toBe(100);
  });

  it('mentions a variant at most once per transaction, so no item is written twice in one', () => {
    for (const tx of packKeyTransactions([batch('a', 500), batch('b', 120)])) {
      const ids = tx.map((part) => part.variantId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('packs nothing for no keys', () => {
    expect(packKeyTransactions([batch('a', 0)])).toEqual([]);
  });
});

describe('packing keys that cost two items each', () => {
  const weighed = (tx: { keys: readonly string[] }[]) => tx.reduce((n, part) => n + part.keys.length * 2 + 1, 0);

  it('counts two items per key and still stays within 100 items', () => {
    const transactions = packKeyTransactions([batch('a', 250), batch('b', 3), batch('c', 60)], 2);

    expect(transactions.every((tx) => weighed(tx) <= maxTransactionItems)).toBe(true);
    expect(transactions.flat().flatMap((part) => part.keys)).toHaveLength(313);
  });

  it('puts 49 keys of one variant in a full transaction', () => {
    const [first] = packKeyTransactions([batch('a', 100)], 2);

    expect(first!.map((p) => p.keys.length)).toEqual([49]);
  });
});
