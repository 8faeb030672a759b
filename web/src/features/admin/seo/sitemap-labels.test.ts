import { describe, expect, it } from 'vitest';
import { fileSize } from './sitemap-labels';

describe('sitemap sizes (intelligence §9: B, KB, MB)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [52_430, '51.2 KB'],
    [1024 * 1024, '1.00 MB'],
    [7_654_321, '7.30 MB'],
  ])('shows %i bytes as %s', (bytes, shown) => expect(fileSize(bytes)).toBe(shown));
});
