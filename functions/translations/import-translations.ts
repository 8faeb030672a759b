import { ValidationError } from '../../shared/errors/domain-errors';
import { sourceHash, translatedFields, type TranslatedField } from '../../shared/translations/translation-checks';
import type { ImportRefusal, TranslationImportReport } from '../../shared/translations/translation-exchange';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { announceProductChange } from '../catalog-admin/product-record';
import { catalogueLanguage } from './catalogue-language';
import { readExchange, type ExchangeFormat } from './exchange-files';
import { maxListedProducts } from './listed-products';
import { sourceOf } from './translation-row';
import { writeTranslations, type FieldChange } from './write-translations';

const listedRefusals = 200;
const concurrency = 8;

/**
 * Import Translations. The file is read and checked whole first: one that is not well-formed XLIFF 2.0 or JSON, names
 * another language, or names too many products is refused and nothing is written. Then each product's units are
 * checked (a product that does not exist, a field the store does not translate, a text over the field's limit are
 * refused and reported), and each product's accepted units are written in one transaction with their English
 * fingerprint taken from the file's source: a translation made from English that has changed since lands outdated.
 */
export async function importTranslations(
  deps: Pick<Deps, 'store' | 'now' | 'queues'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  input: { language: string; format: ExchangeFormat; content: string },
): Promise<TranslationImportReport> {
  const language = catalogueLanguage(input.language);
  const doc = await readExchange(input.content, input.format);
  if (doc.targetLanguage.toLowerCase().split('-')[0] !== language) {
    throw new ValidationError(`The file holds '${doc.targetLanguage}' translations, not '${language}'. Nothing was imported.`, { fieldErrors: [{ path: 'body.content', message: 'Another target language' }] });
  }
  const ids = Object.keys(doc.products);
  if (ids.length > maxListedProducts) throw new ValidationError(`The file names ${ids.length} products; one import takes at most ${maxListedProducts}. Nothing was imported.`);

  const report: TranslationImportReport = { language, products: 0, changed: 0, unchanged: 0, skipped: 0, outdated: 0, refused: [], refusedCount: 0 };
  const refuse = (r: ImportRefusal) => {
    report.refusedCount += 1;
    if (report.refused.length < listedRefusals) report.refused.push(r);
  };
  for (const u of doc.unknown) refuse({ ...u, reason: 'The store does not translate this field.' });

  const queue = [...ids];
  const worker = async () => {
    for (let productId = queue.shift(); productId !== undefined; productId = queue.shift()) await importProduct(productId);
  };
  const importProduct = async (productId: string) => {
    const units = doc.products[productId]!;
    for (let attempt = 0; attempt < 4; attempt++) {
      const before = (await deps.store.entities.product.get({ productId }).go({ consistent: true })).data;
      if (!before) {
        for (const field of Object.keys(units)) refuse({ productId, field, reason: 'No product has this id.' });
        return;
      }
      const tally = { changed: 0, unchanged: 0, skipped: 0, outdated: 0 };
      const changes: FieldChange[] = [];
      for (const [field, unit] of Object.entries(units) as [TranslatedField, { source: string; target: string }][]) {
        const target = unit.target.trim();
        if (!target) {
          tally.skipped += 1;
          continue;
        }
        if (target.length > translatedFields[field]) {
          if (attempt === 0) refuse({ productId, field, reason: `The translation is ${target.length} characters; this field holds at most ${translatedFields[field]}.` });
          continue;
        }
        const hash = sourceHash(unit.source);
        if (before.translations?.[language]?.[field] === target && before.translatedFrom?.[language]?.[field] === hash) {
          tally.unchanged += 1;
          continue;
        }
        if (hash !== sourceHash(sourceOf(before, field))) tally.outdated += 1;
        changes.push({ field, value: target, hash });
        tally.changed += 1;
      }
      if (changes.length && !(await writeTranslations(deps, caller, before as ProductItem, language, changes, 'imported'))) continue;
      if (changes.length) await announceProductChange(deps, productId);
      report.products += 1;
      report.changed += tally.changed;
      report.unchanged += tally.unchanged;
      report.skipped += tally.skipped;
      report.outdated += tally.outdated;
      return;
    }
    for (const field of Object.keys(units)) refuse({ productId, field, reason: 'The product kept changing while it was imported; import the file again.' });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
