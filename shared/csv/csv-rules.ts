/**
 * The one set of csv-stringify options every CSV the store writes uses, on the server (functions/lib/csv/csv-table.ts,
 * the search-index exports) and in the browser (the Search Analytics download): RFC 4180 records ended by CRLF, any
 * field holding a CR or LF quoted, and text starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or their
 * full-width forms) given a leading `'`, so a spreadsheet shows it instead of running it (OWASP's CSV injection advice).
 * Numbers are left as they are. Options only, so this file imports nothing and either csv-stringify build takes it.
 */
export const csvRules = {
  record_delimiter: 'windows',
  // Given a record delimiter, csv-stringify quotes only fields holding that delimiter unless told to quote any CR or LF.
  quote_record_delimiter: true,
  escape_formulas: true,
} as const;
