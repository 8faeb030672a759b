import type { TranslatedLanguage } from '../../shared/catalog/translations';
import type { ExchangeDocument, ExchangeProduct, TranslationExportFile } from '../../shared/translations/translation-exchange';
import type { Deps } from '../lib/deps';
import { catalogueLanguage } from './catalogue-language';
import { writeExchange, type ExchangeFormat } from './exchange-files';
import { forListedProducts } from './listed-products';
import { translationRow } from './translation-row';

/**
 * Export for Translation: a language's product texts as XLIFF 2.0 or JSON, every field with English text (or only the
 * missing and outdated ones), up to 2,000 products newest first. The source is the English now, so an import tells
 * whether a translation was made from the current text.
 */
export async function exportTranslations(deps: Pick<Deps, 'store' | 'now'>, input: { language: string; format: ExchangeFormat; only: 'all' | 'untranslated' }): Promise<TranslationExportFile> {
  const language: TranslatedLanguage = catalogueLanguage(input.language);
  const doc: ExchangeDocument = { sourceLanguage: 'en', targetLanguage: language, products: {} };
  let units = 0;
  const { truncated } = await forListedProducts(deps, (products) => {
    for (const product of products) {
      const fields: ExchangeProduct = {};
      for (const f of translationRow(product, language).fields) {
        if (f.state === null || (input.only === 'untranslated' && f.state === 'current')) continue;
        fields[f.field] = { source: f.source, target: f.translated };
        units += 1;
      }
      if (Object.keys(fields).length) doc.products[product.productId] = fields;
    }
  });
  const day = deps.now().toISOString().slice(0, 10);
  return {
    filename: `neonkeys-products-${language}-${day}.${input.format === 'xliff' ? 'xlf' : 'json'}`,
    contentType: input.format === 'xliff' ? 'application/xliff+xml' : 'application/json',
    content: await writeExchange(doc, input.format),
    products: Object.keys(doc.products).length,
    units,
    truncated,
  };
}
