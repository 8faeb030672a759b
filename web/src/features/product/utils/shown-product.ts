import type { ProductDetail, VariantView } from '../../../../../shared/catalog/catalog-views';
import { editionLabel, editionParam, type SelectorOption } from '../../../../../shared/catalog/variant-selection';
import { editionName, regionName, tagName } from '@/lib/i18n/catalog-terms';
import type { LanguageCode } from '@/lib/i18n/languages';
import { localized } from '@/lib/i18n/localized';
import { faceValueText } from '@/lib/i18n/variant-words';

/**
 * The product as the visitor reads it: name, description, search texts, tags, region names and instructions in
 * their language (English where a translation is missing). Codes and face values stay as stored, because the
 * address (`?edition=Deluxe Edition`), the cart and the selection match on them; `shownEdition` names an edition.
 */
export function shownProduct(product: ProductDetail, language: LanguageCode): ProductDetail {
  if (language === 'en') return product;
  return {
    ...product,
    name: localized(product, 'name', language),
    description: localized(product, 'description', language),
    seoTitle: localized(product, 'seoTitle', language),
    seoDescription: localized(product, 'seoDescription', language),
    tags: product.tags.map((tag) => tagName(tag, language)),
    variants: product.variants.map((variant) => ({
      ...variant,
      region: { ...variant.region, name: regionName(variant.region.code, language, variant.region.name) },
      activationInstructions: localized(variant, 'activationInstructions', language),
    })),
  };
}

/** A variant's edition or face value in the visitor's language: its own translation, else the editions table. */
export function shownEdition(variant: Pick<VariantView, 'faceValue' | 'translations'>, language: LanguageCode): string {
  return faceValueText({ faceValue: editionLabel(variant), translations: variant.translations }, language) ?? editionLabel(variant);
}

/** The edition selector's options named in the visitor's language; their values stay the address's. */
export function shownEditionOptions(options: readonly SelectorOption[], variants: readonly VariantView[], language: LanguageCode): SelectorOption[] {
  return options.map((option) => {
    const variant = variants.find((v) => editionParam(v) === option.value);
    return { ...option, label: variant ? shownEdition(variant, language) : editionName(option.label, language) };
  });
}
