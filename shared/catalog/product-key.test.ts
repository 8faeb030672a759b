import { describe, expect, it } from 'vitest';
import { parsePastedKeys } from './product-key';

const keysOf = (text: string) => parsePastedKeys(text).keys;

describe('parsePastedKeys', () => {
  it('splits pasted keys one per line, trimming each', () => {
    expect(keysOf('  AAAA-1111 \nBBBB-2222\t\n CCCC-3333')).toEqual(['AAAA-1111', 'BBBB-2222', 'CCCC-3333']);
  });

  it('accepts Windows line endings', () => {
    expect(keysOf('AAAA\r\nBBBB\r\n')).toEqual(['AAAA', 'BBBB']);
  });

  it('drops blank and whitespace-only lines', () => {
    expect(keysOf('\n\nAAAA\n   \n\t\nBBBB\n\n')).toEqual(['AAAA', 'BBBB']);
  });

  it('keeps the line each key was pasted on, blank lines counted', () => {
    expect(parsePastedKeys('AAAA\nBBBB\n\nCCCC\r\nAAAA')).toEqual({ keys: ['AAAA', 'BBBB', 'CCCC', 'AAAA'], lines: [1, 2, 4, 5] });
  });

  it('keeps duplicates for the importer to judge', () => {
    expect(keysOf('AAAA\nAAAA')).toEqual(['AAAA', 'AAAA']);
  });

  it('returns nothing for empty text', () => {
    expect(parsePastedKeys('')).toEqual({ keys: [], lines: [] });
  });
});
