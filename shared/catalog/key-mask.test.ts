import { describe, expect, it } from 'vitest';
import { maskKey } from './key-mask';

describe('maskKey', () => {
  it.each([
    ['', '********'],
    ['ABC', '********'],
    ['ABCDEFGH', '********'],
  ])('masks keys of eight characters or fewer completely (%j)', (key, expected) => {
    expect(maskKey(key)).toBe(expected);
  });

  it.each([
    ['ABCDEFGHI', 'ABCD*FGHI'],
    ['AAAA-BBBB-CCCC-DDDD', 'AAAA***********DDDD'],
  ])('shows the first four and last four characters of %s with a star for each hidden one', (key, expected) => {
    expect(maskKey(key)).toBe(expected);
  });

  it('keeps the length of a long key so staff can tell keys apart by size', () => {
    const key = 'XXXX-YYYY-ZZZZ-1234-5678';

    expect(maskKey(key)).toHaveLength(key.length);
  });
});
