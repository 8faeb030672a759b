import { describe, expect, it } from 'vitest';
import { coveredLanguages, isCovered } from './coverage';

describe('translation coverage', () => {
  it('counts a product as translated when its name and description both are, and only then', () => {
    expect(isCovered({ translations: { es: { name: 'Cosecha', description: 'Cultiva.' } } }, 'es')).toBe(true);
    expect(isCovered({ translations: { es: { name: 'Cosecha' } } }, 'es')).toBe(false);
    expect(isCovered({ translations: { es: { name: '  ', description: 'Cultiva.' } } }, 'es')).toBe(false);
    expect(isCovered({}, 'es')).toBe(false);
  });

  it('lists the catalogue languages a product is covered in', () => {
    expect(coveredLanguages({ translations: { pt: { name: 'Colheita', description: 'Cultive.' }, es: { name: 'Cosecha' } } })).toEqual(['pt']);
  });
});
