import { describe, expect, it } from 'vitest';
import { judgeSearchTest } from './judge-search-test';

describe('judgeSearchTest', () => {
  it('passes a test that finds exactly the expected count, as intelligence §4 says "at least"', () => {
    expect(judgeSearchTest({ expectedResults: 3, expectedTop: [] }, { nbHits: 3, slugs: ['a', 'b', 'c'] })).toEqual({ passed: true, countPassed: true, rankChecks: [] });
  });

  it('fails a test that finds one product fewer than expected', () => {
    expect(judgeSearchTest({ expectedResults: 3, expectedTop: [] }, { nbHits: 2, slugs: ['a', 'b'] }).passed).toBe(false);
  });

  it('accepts the named top results in any order within the top places they occupy', () => {
    const verdict = judgeSearchTest({ expectedResults: 1, expectedTop: ['b', 'a'] }, { nbHits: 5, slugs: ['a', 'b', 'c', 'd', 'e'] });
    expect(verdict).toEqual({ passed: true, countPassed: true, rankChecks: [{ slug: 'b', position: 2, ok: true }, { slug: 'a', position: 1, ok: true }] });
  });

  it('fails when a named result ranks below its place or is not found, and says where it ranked', () => {
    const verdict = judgeSearchTest({ expectedResults: 1, expectedTop: ['c', 'z'] }, { nbHits: 5, slugs: ['a', 'b', 'c', 'd', 'e'] });
    expect(verdict.passed).toBe(false);
    expect(verdict.countPassed).toBe(true);
    expect(verdict.rankChecks).toEqual([{ slug: 'c', position: 3, ok: false }, { slug: 'z', position: null, ok: false }]);
  });
});
