import { describe, expect, it } from 'vitest';
import { clickText, clickTextLimit } from './click-text';

describe('click text', () => {
  it.each([
    ['nothing', null, ''],
    ['a short label', 'Buy Now', 'Buy Now'],
    ['a label spread over lines', '  Add to\n\n   cart  ', 'Add to cart'],
    ['exactly 100 characters', 'a'.repeat(100), 'a'.repeat(100)],
    ['101 characters', 'b'.repeat(101), 'b'.repeat(100)],
  ])('records %s as its first 100 characters', (_, text, recorded) => {
    expect(clickText(text)).toBe(recorded);
  });

  it('never splits an emoji at the limit', () => {
    const recorded = clickText(`${'x'.repeat(99)}🎮🎮`);
    expect(Array.from(recorded)).toHaveLength(clickTextLimit);
    expect(recorded.endsWith('🎮')).toBe(true);
  });
});
