import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts';

describe('highlighted values', () => {
  it.each([
    ['plain text as one part', 'Steam Gift Card', [{ text: 'Steam Gift Card', match: false }]],
    [
      'matches between the tags',
      '__nk_hl__Steam__/nk_hl__ Gift __nk_hl__Card__/nk_hl__',
      [
        { text: 'Steam', match: true },
        { text: ' Gift ', match: false },
        { text: 'Card', match: true },
      ],
    ],
    ['markup in a value as text', '<img src=x>__nk_hl__a__/nk_hl__', [{ text: '<img src=x>', match: false }, { text: 'a', match: true }]],
    ['an unclosed tag as text', 'x __nk_hl__y', [{ text: 'x __nk_hl__y', match: false }]],
  ])('reads %s', (_case, value, parts) => {
    expect(highlightParts(value)).toEqual(parts);
  });
});
