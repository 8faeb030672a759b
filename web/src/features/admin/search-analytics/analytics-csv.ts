import { stringify } from 'csv-stringify/browser/esm/sync';
import type { SearchAnalyticsReport } from '../../../../../shared/search-analytics/search-analytics-report';
import { csvRules } from '../../../../../shared/csv/csv-rules';
import { saveFile } from '@/lib/save-file';

/**
 * The report as one CSV: a `section` column tells the summary, top queries, trend days, languages, platforms and
 * zero-result queries apart, so one file opens in a spreadsheet and filters by section. Written by the store's CSV
 * rules: queries are what shoppers typed, so one that starts like a formula is shown as text, never run.
 */
export function analyticsCsv(r: SearchAnalyticsReport): string {
  const rows: (string | number | null)[][] = [
    ['summary', 'range', r.range, `${r.from} to ${r.to}`, null],
    ['summary', 'total searches', r.totalSearches, null, null],
    ['summary', 'unique users', r.uniqueUsers, null, null],
    ['summary', 'average results', r.avgResults, null, null],
    ['summary', 'average engine time (ms)', r.avgEngineMs, null, null],
    ['summary', 'zero-result rate (%)', r.zeroResultRate, null, null],
    ['summary', 'click-through (%)', r.clickThroughRate, null, null],
    ...r.topQueries.map((q) => ['top query', q.query, q.searches, q.avgResults, q.zeroResults, q.clickThroughRate, q.avgClickPosition]),
    ...r.trends.map((t) => ['trend', t.day, t.searches, t.avgResults, t.zeroResults]),
    ...r.languages.map((l) => ['language', l.language, l.searches, l.share, null]),
    ...r.platforms.map((p) => ['platform', p.platform, p.searches, null, null]),
    ...r.zeroResultQueries.map((q) => ['zero-result query', q.query, q.searches, q.suggestions.join(' | '), q.zeroResults]),
  ];
  const columns = ['section', 'name', 'searches', 'detail', 'zero results', 'click-through (%)', 'avg click position'];
  // Every row as wide as the header, so a strict reader (or a spreadsheet's import) takes it as one table.
  return stringify(rows.map((row) => [...row, ...new Array<null>(columns.length - row.length).fill(null)]), { header: true, columns, ...csvRules });
}

export function downloadCsv(r: SearchAnalyticsReport): void {
  saveFile(new Blob([analyticsCsv(r)], { type: 'text/csv;charset=utf-8' }), `search-analytics-${r.range}-${r.to}.csv`);
}
