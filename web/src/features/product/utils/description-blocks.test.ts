import { describe, expect, it } from 'vitest';
import { descriptionBlocks } from './description-blocks';

describe('descriptionBlocks', () => {
  it('splits paragraphs on blank lines and drops empty ones', () => {
    expect(descriptionBlocks('First part.\n\n  \n\nSecond part.\n')).toEqual([
      { kind: 'paragraph', text: 'First part.' },
      { kind: 'paragraph', text: 'Second part.' },
    ]);
  });

  it('turns an all-capital paragraph into a heading', () => {
    expect(descriptionBlocks('ABOUT THE GAME\n\nRise, Tarnished.')).toEqual([
      { kind: 'heading', text: 'ABOUT THE GAME' },
      { kind: 'paragraph', text: 'Rise, Tarnished.' },
    ]);
  });

  it('keeps a paragraph of digits and symbols as a paragraph', () => {
    expect(descriptionBlocks('100% - 2024')).toEqual([{ kind: 'paragraph', text: '100% - 2024' }]);
  });

  it('returns nothing for an empty description', () => {
    expect(descriptionBlocks('')).toEqual([]);
  });
});
