import { describe, expect, it } from 'vitest';
import { translatedLanguages } from '../../shared/catalog/translations';
import { editionName, regionTerms, requirementTerms, requirementValue, tagTerms } from '../../web/src/lib/i18n/catalog-terms';
import { buildCatalog } from './build-catalog';
import { productSpecs } from './seed-data/products';
import { seedTranslations } from './seed-data/translations/seed-translations';

const catalog = buildCatalog(new Date('2031-03-15T12:00:00.000Z'));
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

describe('the demo catalogue in Spanish and Portuguese', () => {
  it.each(translatedLanguages)('gives every seeded product a %s name and description', (language) => {
    const missing = catalog.products.filter((p) => !p.translations?.[language]?.name || !p.translations[language].description).map((p) => p.slug);

    expect(missing).toEqual([]);
  });

  it('translates no product that is not seeded', () => {
    const slugs = new Set(productSpecs.map((p) => p.slug));

    expect(Object.keys(seedTranslations).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('keeps an all-capital heading paragraph all-capital in every translation', () => {
    const headings = (text: string) => text.split(/\n\s*\n/).filter((p) => /\p{Lu}/u.test(p) && p === p.toUpperCase()).length;

    for (const p of catalog.products) {
      for (const language of translatedLanguages) expect(headings(p.translations?.[language]?.description ?? ''), p.slug).toBe(headings(p.description ?? ''));
    }
  });

  it.each(translatedLanguages)('names every seeded face value in %s, by the variant itself or the editions table', (language) => {
    const untranslated = catalog.variants
      .map((v) => v.item)
      .filter((v) => v.faceValue && hasWords(v.faceValue) && !v.translations?.[language]?.faceValue && editionName(v.faceValue, language) === v.faceValue)
      .map((v) => `${v.variantId}: ${v.faceValue}`);

    expect(untranslated).toEqual([]);
  });

  it('translates every tag, region and system-requirement label the seed uses', () => {
    const tags = new Set(catalog.products.flatMap((p) => p.tags ?? []));
    const labels = new Set(catalog.variants.flatMap((v) => Object.keys(v.item.systemRequirements ?? {})));

    expect([...tags].filter((tag) => !Object.hasOwn(tagTerms, tag))).toEqual([]);
    expect(catalog.regions.filter((r) => !Object.hasOwn(regionTerms, r.code)).map((r) => r.code)).toEqual([]);
    expect([...labels].filter((label) => !Object.hasOwn(requirementTerms, label))).toEqual([]);
  });

  it('writes the English words of requirement values in Spanish and Portuguese, leaving hardware names as they are', () => {
    expect(requirementValue('Intel Core i5-8400 or AMD Ryzen 5 2600', 'es')).toBe('Intel Core i5-8400 o AMD Ryzen 5 2600');
    expect(requirementValue('8 GB RAM', 'pt')).toBe('8 GB de RAM');
    expect(requirementValue('10 GB available space', 'es')).toBe('10 GB de espacio disponible');
    expect(requirementValue('Windows 10 64-bit', 'pt')).toBe('Windows 10 de 64 bits');
    expect(requirementValue('Windows 10 64-bit', 'en')).toBe('Windows 10 64-bit');
  });

  it('gives every platform its default instructions and every account its instructions in both languages', () => {
    for (const platform of catalog.platforms) for (const language of translatedLanguages) expect(platform.translations?.[language]?.defaultInstructions, platform.code).toBeTruthy();
    const accounts = catalog.variants.filter((v) => v.productType === 'account');

    expect(accounts.length).toBeGreaterThan(0);
    for (const { item } of accounts) for (const language of translatedLanguages) expect(item.translations?.[language]?.activationInstructions, item.variantId).toBeTruthy();
  });

  it('gives every slide a title and subtitle in both languages', () => {
    for (const slide of catalog.slides) for (const language of translatedLanguages) expect(slide.translations?.[language]?.title, slide.slideId).toBeTruthy();
  });
});
