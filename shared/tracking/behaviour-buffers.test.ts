import { describe, expect, it } from 'vitest';
import { bufferCaps, pushCapped, type BehaviourKind } from './behaviour-buffers';

describe('behaviour buffers', () => {
  it.each(Object.entries(bufferCaps) as [BehaviourKind, number][])('keeps the newest %s samples, at most %d', (kind, cap) => {
    const buffer: number[] = [];
    for (let i = 0; i < cap + 7; i++) pushCapped(buffer, kind, i);
    expect(buffer).toHaveLength(cap);
    expect(buffer[0]).toBe(7);
    expect(buffer.at(-1)).toBe(cap + 6);
  });

  it('holds the sizes of storefront §9', () => {
    expect(bufferCaps).toEqual({ mouse: 100, keystroke: 50, scroll: 50, touch: 50, click: 30, focus: 20, orientation: 20 });
  });
});
