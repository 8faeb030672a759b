import { describe, expect, it } from 'vitest';
import { slideGradients } from '../../../../../shared/catalog/featured-slide';
import { defaultSlideBackground, slideBackground } from './slide-background';

describe('slide backgrounds', () => {
  it.each([
    ['from-blue-600 to-purple-600', 'linear-gradient(120deg, #2563eb, #9333ea)'],
    ['from-red-600 to-orange-600', 'linear-gradient(120deg, #dc2626, #ea580c)'],
    ['from-green-600 to-teal-600', 'linear-gradient(120deg, #16a34a, #0d9488)'],
    ['from-purple-600 to-pink-600', 'linear-gradient(120deg, #9333ea, #db2777)'],
    ['from-gray-800 to-gray-900', 'linear-gradient(120deg, #1f2937, #111827)'],
    ['  from-indigo-700   via-fuchsia-600 to-rose-500 ', 'linear-gradient(120deg, #4338ca, #c026d3, #f43f5e)'],
  ])('paints %j as %s', (classes, css) => {
    expect(slideBackground(classes)).toBe(css);
  });

  it.each([
    ['an unknown colour', 'from-chartreuse-600 to-purple-600'],
    ['a shade too light for white text', 'from-pink-100 to-pink-200'],
    ['a missing end colour', 'from-blue-600'],
    ['a stray class', 'bg-gradient-to-r from-blue-600 to-purple-600'],
    ['nothing at all', ''],
  ])('falls back to the brand gradient for %s', (_case, classes) => {
    expect(slideBackground(classes)).toBe(defaultSlideBackground);
  });

  it('knows every gradient the admin can choose', () => {
    for (const classes of slideGradients) expect(slideBackground(classes)).not.toBe(defaultSlideBackground);
  });
});
