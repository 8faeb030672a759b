import { describe, expect, it } from 'vitest';
import { textChunks } from './text-chunks';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('textChunks', () => {
  it('leaves a text within the limit whole', () => {
    expect(textChunks('A short description.', 100)).toEqual(['A short description.']);
  });

  it('cuts at paragraph breaks before sentence ends, and the pieces join back to the text', () => {
    const text = `${'First paragraph. '.repeat(3)}\n\n${'Second one. '.repeat(3)}`;
    const chunks = textChunks(text, 60);
    expect(chunks[0]!.endsWith('\n\n')).toBe(true);
    expect(chunks.join('')).toBe(text);
    for (const c of chunks) expect(bytes(c)).toBeLessThanOrEqual(60);
  });

  it('cuts at sentence ends, then spaces, then inside a word that alone is too long', () => {
    expect(textChunks('One sentence here. Another sentence there.', 30)).toEqual(['One sentence here. ', 'Another sentence there.']);
    expect(textChunks('words without any full stop at all', 12).every((c) => bytes(c) <= 12)).toBe(true);
    expect(textChunks('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('counts UTF-8 bytes, not characters, and never splits a character', () => {
    const text = 'ñ'.repeat(8) + '🎮'.repeat(4);
    const chunks = textChunks(text, 8);
    expect(chunks.join('')).toBe(text);
    for (const c of chunks) expect(bytes(c)).toBeLessThanOrEqual(8);
    expect(chunks.some((c) => c.includes('\uFFFD'))).toBe(false);
  });
});
