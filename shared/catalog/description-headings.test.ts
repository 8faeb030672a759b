import { describe, expect, it } from 'vitest';
import { descriptionBlocks, type DescriptionBlock } from './description-headings';

describe('descriptionBlocks', () => {
  it.each<[string, string, DescriptionBlock['kind']]>([
    ['an all-capital title', 'ABOUT THE GAME', 'heading'],
    ['capitals with digits and punctuation', 'KEY FEATURES: 4K & 120 FPS!', 'heading'],
    ['accented capitals', 'ÉDITION DELUXE', 'heading'],
    ['a sentence', 'Rise, Tarnished.', 'paragraph'],
    ['a title with one lower-case letter', 'ABOUT THE GAMe', 'paragraph'],
    ['digits and symbols only', '100% - 2024', 'paragraph'],
  ])('treats %s as a %s', (_case, text, kind) => {
    expect(descriptionBlocks(text)).toEqual([{ kind, text }]);
  });

  it('splits paragraphs on blank lines, trims them and drops empty ones', () => {
    expect(descriptionBlocks('  First part.\n\n  \n\nSecond part.\nSame paragraph.\n')).toEqual([
      { kind: 'paragraph', text: 'First part.' },
      { kind: 'paragraph', text: 'Second part.\nSame paragraph.' },
    ]);
  });

  it('keeps the order of headings and paragraphs', () => {
    expect(descriptionBlocks('ABOUT THE GAME\n\nRise, Tarnished.').map((b) => b.kind)).toEqual(['heading', 'paragraph']);
  });

  it('returns nothing for an empty description', () => {
    expect(descriptionBlocks('')).toEqual([]);
  });
});
