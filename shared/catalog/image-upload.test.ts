import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageKeyFor, maxImageBytes } from './image-upload';

describe('image uploads', () => {
  it('names product images at random and featured ones by time, under products/ (spec §7)', () => {
    const now = new Date('2026-11-24T05:00:00.000Z');

    expect(imageKeyFor('product', 'image/jpeg', 'abc123', now)).toBe('products/abc123.jpg');
    expect(imageKeyFor('featured', 'image/webp', 'abc123', now)).toBe(`products/featured/${now.getTime()}.webp`);
  });

  it.each([
    [{ type: 'image/png', size: 1024 }, null],
    [{ type: 'image/png', size: maxImageBytes }, null],
    [{ type: 'image/png', size: maxImageBytes + 1 }, 'Image must be less than 2MB'],
    [{ type: 'image/svg+xml', size: 10 }, 'Please select an image file'],
    [{ type: 'application/pdf', size: 10 }, 'Please select an image file'],
    [{ type: 'image/png', size: 0 }, 'Please select an image file'],
  ])('checks a file %j before upload', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });
});
