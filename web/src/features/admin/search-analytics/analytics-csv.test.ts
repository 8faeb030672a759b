import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SearchAnalyticsReport } from '../../../../../shared/search-analytics/search-analytics-report';
import { analyticsCsv } from './analytics-csv';

const report: SearchAnalyticsReport = {
  range: '7d',
  from: '2026-11-26',
  to: '2026-12-02',
  generatedAt: '2026-12-02T10:00:00.000Z',
  totalSearches: 12,
  uniqueUsers: 3,
  avgResults: 4.5,
  avgEngineMs: 1.2,
  zeroResultRate: 8.3,
  clickThroughRate: 25,
  topQueries: [{ query: 'steam, "gift" card', searches: 5, results: 20, zeroResults: 0, clicks: 3, clickPositions: 4, avgResults: 4, clickThroughRate: 60, avgClickPosition: 1.3 }],
  trends: [{ day: '2026-12-02', searches: 12, zeroResults: 1, avgResults: 4.5 }],
  languages: [{ language: 'en', searches: 12, share: 100 }],
  platforms: [{ platform: 'steam', searches: 2 }],
  zeroResultQueries: [{ query: 'acount', searches: 1, results: 0, zeroResults: 1, clicks: 0, clickPositions: 0, suggestions: ['account', 'amount'] }],
};

describe('the search analytics CSV', () => {
  it('holds every section, one row per figure, quoting commas and quotes so a spreadsheet reads them back', () => {
    const rows = parse(analyticsCsv(report), { columns: true }) as Record<string, string>[];
    expect(rows.filter((r) => r.section === 'summary')).toHaveLength(7);
    expect(rows.find((r) => r.section === 'top query')).toMatchObject({ name: 'steam, "gift" card', searches: '5', detail: '4', 'click-through (%)': '60', 'avg click position': '1.3' });
    expect(rows.find((r) => r.section === 'zero-result query')).toMatchObject({ name: 'acount', detail: 'account | amount' });
    expect(rows.map((r) => r.section)).toEqual(expect.arrayContaining(['trend', 'language', 'platform']));
  });

  it('shows a query a shopper typed like a spreadsheet formula as text, and ends every record with CRLF', () => {
    const typed = { ...report, topQueries: [{ ...report.topQueries[0]!, query: '=HYPERLINK("http://evil.example","x")' }], zeroResultQueries: [{ ...report.zeroResultQueries[0]!, query: '@SUM(1+1)' }] };

    const csv = analyticsCsv(typed);
    const rows = parse(csv, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

    expect(rows.find((r) => r.section === 'top query')?.name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows.find((r) => r.section === 'zero-result query')?.name).toBe("'@SUM(1+1)");
    expect(csv.split('\r\n').length).toBe(rows.length + 2);
  });
});
