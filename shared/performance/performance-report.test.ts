import { describe, expect, it } from 'vitest';
import { assessPerformance, bandOf } from './performance-report';

const calm = {
  api: { count: 100, p50: 10, p95: 40, p99: 80, errors: 0, errorRate: 0 },
  search: { count: 50, p50: 2, p95: 20, p99: 40 },
  database: { count: 300, p50: 3, p95: 12, p99: 30 },
  cache: { hits: 90, misses: 10, hitRatio: 90 },
  memory: { usedMb: 200, limitMb: 1024, percent: 19.5 },
};

describe('assessPerformance', () => {
  it('is healthy with nothing over the thresholds', () => {
    expect(assessPerformance(calm)).toEqual({ status: 'healthy', issues: [] });
  });

  it('warns with one issue and is critical with two, as intelligence §4 says', () => {
    expect(assessPerformance({ ...calm, search: { ...calm.search, p95: 201 } }).status).toBe('warning');
    const both = assessPerformance({ ...calm, search: { ...calm.search, p95: 201 }, api: { ...calm.api, errors: 2, errorRate: 2 } });
    expect(both.status).toBe('critical');
    expect(both.issues).toEqual(['Search time p95 201 ms is over 200 ms', 'Error rate 2% is over 1%']);
  });

  it('flags a cache hit ratio of 80 % or less, memory over 80 % and a database p95 over 100 ms', () => {
    const { issues } = assessPerformance({ ...calm, cache: { hits: 8, misses: 2, hitRatio: 80 }, memory: { usedMb: 900, limitMb: 1024, percent: 87.9 }, database: { ...calm.database, p95: 101 } });
    expect(issues).toHaveLength(3);
  });

  it('judges nothing it has no samples for', () => {
    expect(assessPerformance({ ...calm, search: { count: 0, p50: null, p95: null, p99: null }, cache: { hits: 0, misses: 0, hitRatio: null } }).status).toBe('healthy');
  });
});

describe('bandOf', () => {
  it('reads search 150 as good, 300 as warning and 301 as poor', () => {
    const limits = { goodMs: 150, warningMs: 300 };
    expect([bandOf(150, limits), bandOf(300, limits), bandOf(301, limits), bandOf(null, limits)]).toEqual(['good', 'warning', 'poor', null]);
  });
});
