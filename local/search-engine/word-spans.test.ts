import { describe, expect, it } from 'vitest';
import { foldedCode, WordSpans } from './word-spans';

const spans = new WordSpans();

function words(text: string): string[] {
  spans.reset(text);
  spans.rest();
  return Array.from(spans.starts.subarray(0, spans.count), (start, i) => text.slice(start, spans.ends[i]));
}

function folded(word: string): string {
  return String.fromCharCode(...Array.from(word, (char) => foldedCode(char.charCodeAt(0))));
}

describe('splitting text into words', () => {
  it.each([
    ['Steam Wallet Gift Card', ['Steam', 'Wallet', 'Gift', 'Card']],
    ['  Fortnite: V-Bucks 1000! ', ['Fortnite', 'V', 'Bucks', '1000']],
    ['Leyenda de Fuego — Edición Especial', ['Leyenda', 'de', 'Fuego', 'Edición', 'Especial']],
    ['€20 · 3…5 it’s', ['20', '3', '5', 'it', 's']],
    ['', []],
    ['—', []],
  ])('splits %j into %j, as the search does', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('keeps a combining accent inside its word', () => {
    expect(words('Poke\u0301mon Scarlet')).toEqual(['Poke\u0301mon', 'Scarlet']);
  });

  it('keeps a letter written as a surrogate pair inside its word and splits on an emoji or a lone half', () => {
    expect(words('a𝐀b c😀d e\ud800f')).toEqual(['a𝐀b', 'c', 'd', 'e', 'f']);
  });

  it('finds one word at a time and says when there are no more', () => {
    spans.reset('one two');
    expect(spans.next()).toBe(true);
    expect(spans.count).toBe(1);
    expect(spans.next()).toBe(true);
    expect(spans.next()).toBe(false);
    expect(spans.count).toBe(2);
  });

  it('grows past its first capacity and starts over on the next text', () => {
    expect(words('w '.repeat(200))).toHaveLength(200);
    expect(words('just two')).toEqual(['just', 'two']);
  });
});

describe('folding in place', () => {
  it('folds English and accented Latin words character by character', () => {
    expect(words('Canção ÉPICA Ñandú 2077').map(folded)).toEqual(['cancao', 'epica', 'nandu', '2077']);
    expect(spans.foldable).toBe(true);
  });

  it.each([['Straße'], ['Poke\u0301mon'], ['Жар-птица'], ['x²'], ['a𝐀b']])('leaves %j to folding a copy', (text) => {
    words(text);
    expect(spans.foldable).toBe(false);
  });
});
