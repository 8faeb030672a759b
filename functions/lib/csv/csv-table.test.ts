import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvTable } from './csv-table';

describe('csvTable', () => {
  it('ends every record with CRLF and quotes only the fields that need it, doubling inner quotes', () => {
    const csv = csvTable(['a', 'b', 'c'], [['plain', 'one, two', 'say "hi"'], ['line\nbreak', null, 7]]);

    expect(csv).toBe('a,b,c\r\nplain,"one, two","say ""hi"""\r\n"line\nbreak",,7\r\n');
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1-555', "'+1-555"],
    ['-ABCD-1234', "'-ABCD-1234"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['AB=CD', 'AB=CD'],
  ])('guards %j against running as a formula', (value, shown) => {
    const rows = parse(csvTable(['v'], [[value]], { header: false })) as string[][];

    expect(rows).toEqual([[shown]]);
  });

  it('leaves the header out of a continuation page', () => {
    expect(csvTable(['a'], [['x']], { header: false })).toBe('x\r\n');
  });

  it('reads back as the same table with a strict RFC 4180 parser', () => {
    const rows = [['k1', 'a,"b"\r\nc'], ['k2', '']];

    const parsed = parse(csvTable(['id', 'text'], rows), { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

    expect(parsed).toEqual([{ id: 'k1', text: 'a,"b"\r\nc' }, { id: 'k2', text: '' }]);
  });
});
