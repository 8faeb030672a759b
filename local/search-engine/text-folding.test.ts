import { describe, expect, it } from 'vitest';
import { foldedWords } from './text-folding';

describe('words of a text', () => {
  it('joins digit groups, so a number reads as shoppers type it', () => {
    expect(foldedWords('1,000 V-Bucks')).toEqual(['1000', 'v', 'bucks']);
    expect(foldedWords('13.500 Polvo')).toEqual(['13500', 'polvo']);
    expect(foldedWords('1.5 GB and 10.99')).toEqual(['1', '5', 'gb', 'and', '10', '99']);
  });

  it('keeps the separators to index as words of their own', () => {
    expect(foldedWords('€50 Steam', '€$')).toEqual(['€', '50', 'steam']);
    expect(foldedWords('€50 Steam')).toEqual(['50', 'steam']);
  });

  it('folds case and accents', () => {
    expect(foldedWords('Cartão-presente Pokémon')).toEqual(['cartao', 'presente', 'pokemon']);
  });
});
