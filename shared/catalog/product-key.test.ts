import { describe, expect, it } from 'vitest';
import { parseKeyLines } from './product-key';

describe('parseKeyLines', () => {
  it('splits pasted keys one per line, trimming each', () => {
    expect(parseKeyLines('  AAAA-1111 \nBBBB-2222\t\n CCCC-3333')).toEqual(['AAAA-1111', 'BBBB-2222', 'CCCC-3333']);
  });

  it('accepts Windows line endings', () => {
    expect(parseKeyLines('AAAA\r\nBBBB\r\n')).toEqual(['AAAA', 'BBBB']);
  });

  it('drops blank and whitespace-only lines', () => {
    expect(parseKeyLines('\n\nAAAA\n   \n\t\nBBBB\n\n')).toEqual(['AAAA', 'BBBB']);
  });

  it('keeps duplicates for the importer to judge', () => {
    expect(parseKeyLines('AAAA\nAAAA')).toEqual(['AAAA', 'AAAA']);
  });

  it('returns nothing for empty text', () => {
    expect(parseKeyLines('')).toEqual([]);
  });
});
