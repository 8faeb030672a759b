import { describe, expect, it } from 'vitest';
import { faceValueText, regionFromEnglish } from './variant-words';

describe('variant words', () => {
  it.each([
    [{ faceValue: 'Deluxe Edition' }, 'es', 'Edición Deluxe'],
    [{ faceValue: '$50' }, 'pt', '$50'],
    [{ faceValue: null }, 'es', null],
    [{ faceValue: 'Level 30', translations: { es: { faceValue: 'Nivel 30' } } }, 'es', 'Nivel 30'],
    [{ faceValue: 'Level 30', translations: { es: { faceValue: 'Nivel 30' } } }, 'pt', 'Level 30'],
  ] as const)('name the face value of %j in %s as %j', (item, language, expected) => {
    expect(faceValueText(item, language)).toBe(expected);
  });

  it('name a region kept by its English name, and leave a name no table knows as it is', () => {
    expect(regionFromEnglish('North America', 'es')).toBe('Norteamérica');
    expect(regionFromEnglish('Global (restricted)', 'pt')).toBe('Global (com restrições)');
    expect(regionFromEnglish('Mars', 'es')).toBe('Mars');
  });
});
