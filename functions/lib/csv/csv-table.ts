import { stringify } from 'csv-stringify/sync';
import { csvRules } from '../../../shared/csv/csv-rules';

type Cell = string | number | boolean | null | undefined;

/**
 * Rows as RFC 4180 CSV by the store's one set of rules (shared/csv/csv-rules.ts): CRLF after every record, fields
 * holding a comma, quote or line break quoted with inner quotes doubled, and text that a spreadsheet would run as a
 * formula given a leading `'`.
 */
export function csvTable(columns: readonly string[], rows: readonly (readonly Cell[])[], options: { header: boolean } = { header: true }): string {
  return stringify(
    rows.map((row) => [...row]),
    { header: options.header, columns: [...columns], ...csvRules },
  );
}
