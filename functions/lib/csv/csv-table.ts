import { stringify } from 'csv-stringify/sync';

type Cell = string | number | boolean | null | undefined;

/**
 * Rows as RFC 4180 CSV: CRLF after every record, fields holding a comma, quote or line break quoted with inner quotes
 * doubled. Text starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a leading
 * `'`, so a spreadsheet shows it instead of running it as a formula (OWASP's CSV injection advice).
 */
export function csvTable(columns: readonly string[], rows: readonly (readonly Cell[])[], options: { header: boolean } = { header: true }): string {
  return stringify(
    rows.map((row) => [...row]),
    // Given a record delimiter, csv-stringify quotes only fields holding that delimiter unless told to quote any CR or LF.
    { header: options.header, columns: [...columns], record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true },
  );
}
