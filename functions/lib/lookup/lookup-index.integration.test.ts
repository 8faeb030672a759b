import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table';
import type { Deps } from '../deps';
import { findByLookup, lookupWrites, newestFirstRank, type LookupRecord } from './lookup-index';

describe('finding back-office records by typed text', () => {
  let deps: Deps;
  const record = (refId: string, createdAt: string, ...texts: string[]): LookupRecord => ({ scope: 'user', refId, rank: newestFirstRank(createdAt), texts });
  const save = (before: LookupRecord | null, after: LookupRecord | null) => deps.store.transaction.write((tx) => lookupWrites(tx, before, after)).go();
  beforeAll(async () => {
    deps = await useTestTable();
    await save(null, record('lk-jane', '2026-01-01T00:00:00Z', 'Jane Doe', 'jane.doe@example.test'));
    await save(null, record('lk-janet', '2026-03-01T00:00:00Z', 'Janet Smith', 'janet@example.test'));
    await save(null, record('lk-bob', '2026-02-01T00:00:00Z', 'Bob Jones', 'bob@example.test'));
  });

  it('finds every record with a word starting with the query, whatever its case and accents', async () => {
    const found = await findByLookup(deps, 'user', 'JÁNE', { limit: 10 });

    expect(found.refIds.sort()).toEqual(['lk-jane', 'lk-janet']);
  });

  it('needs every word of the query to match the same record', async () => {
    expect((await findByLookup(deps, 'user', 'jan smi', { limit: 10 })).refIds).toEqual(['lk-janet']);
    expect((await findByLookup(deps, 'user', 'jones bob', { limit: 10 })).refIds).toEqual(['lk-bob']);
  });

  it('forgets the old words of a record that changed', async () => {
    await save(record('lk-bob', '2026-02-01T00:00:00Z', 'Bob Jones', 'bob@example.test'), record('lk-bob', '2026-02-01T00:00:00Z', 'Robert Jones', 'robert@example.test'));

    expect((await findByLookup(deps, 'user', 'bob', { limit: 10 })).refIds).toEqual([]);
    expect((await findByLookup(deps, 'user', 'robert', { limit: 10 })).refIds).toEqual(['lk-bob']);
  });

  it('refuses a query shorter than two characters with a 400-class error', async () => {
    await expect(findByLookup(deps, 'user', ' j ', { limit: 10 })).rejects.toThrow('Type at least 2 characters');
  });
});
