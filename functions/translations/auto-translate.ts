import type { TranslatedLanguage } from '../../shared/catalog/translations';
import { sourceHash, translatedFields, type TranslatedField } from '../../shared/translations/translation-checks';
import type { AutoTranslateResult } from '../../shared/translations/language-views';
import type { MachineTranslator } from '../lib/adapters/machine-translation/machine-translator';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { logger } from '../lib/http/logger';
import { announceProductChange } from '../catalog-admin/product-record';
import { catalogueLanguage } from './catalogue-language';
import { noTranslatorMessage } from './languages';
import { forListedProducts } from './listed-products';
import { fieldNames, sourceOf } from './translation-row';
import { writeTranslations, type FieldChange } from './write-translations';

/** Texts one click translates at most: with 5 calls in flight, well inside API Gateway's 29 s. */
export const autoTranslateBatch = 200;
/** Products one click looks through for missing texts: 100 listing pages, so a large catalogue is reached click by click. */
const maxScanned = 20_000;
const concurrency = 5;

/** The fields of a product with English to translate and no translation yet (spaces count as none). */
const missingFields = (product: ProductItem, language: TranslatedLanguage): TranslatedField[] =>
  fieldNames.filter((field) => sourceOf(product, field).trim() && !product.translations?.[language]?.[field]?.trim());

/**
 * Auto-translate Missing: the English of every missing field, up to 200 texts a click, looking through the listed
 * products newest first until the click's texts are found, through the configured service. Each product's texts are written in one transaction, conditional on the
 * product as read, with the fingerprint of the English they came from; a product edited meanwhile is read again and
 * only its still-missing fields are written, so nothing a person saved is overwritten. Each product then goes to search
 * sync. A product the service fails on is counted and left missing. Without a configured service (one machine) the
 * answer says so and nothing is written: a made-up translation would be worse than a missing one, which falls back to
 * English on the storefront.
 */
export async function autoTranslate(
  deps: Pick<Deps, 'store' | 'now' | 'queues' | 'machineTranslator'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  code: string,
  batch: number = autoTranslateBatch,
): Promise<AutoTranslateResult> {
  const language = catalogueLanguage(code);
  const translator = deps.machineTranslator;
  if (!translator) return { configured: false, translated: 0, message: noTranslatorMessage };

  const chosen: ProductItem[] = [];
  let texts = 0;
  let left = 0;
  const { truncated } = await forListedProducts(deps, (products) => {
    for (const product of products) {
      const count = missingFields(product, language).length;
      if (!count) continue;
      if (texts + count > batch) left += count;
      else {
        chosen.push(product);
        texts += count;
      }
    }
    return left ? 'stop' : undefined;
  }, maxScanned);

  const tally = { texts: 0, products: 0, failed: 0, tooLong: 0 };
  const queue = [...chosen];
  const worker = async () => {
    for (let product = queue.shift(); product; product = queue.shift()) await translateProduct(deps, caller, translator, product, language, tally);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { configured: true, translated: tally.texts, message: resultMessage(translator.name, language, tally, left, truncated) };
}

async function translateProduct(
  deps: Pick<Deps, 'store' | 'now' | 'queues'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  translator: MachineTranslator,
  listed: ProductItem,
  language: TranslatedLanguage,
  tally: { texts: number; products: number; failed: number; tooLong: number },
): Promise<void> {
  const done = new Map<TranslatedField, FieldChange>();
  try {
    for (const field of missingFields(listed, language)) {
      const source = sourceOf(listed, field);
      const value = (await translator.translate(source, language)).trim();
      if (!value) continue;
      if (value.length > translatedFields[field]) {
        tally.tooLong += 1;
        continue;
      }
      done.set(field, { field, value, hash: sourceHash(source) });
    }
  } catch (error) {
    logger.warn('auto-translate: the service failed on a product', { productId: listed.productId, language, error });
    tally.failed += 1;
    return;
  }
  let before: ProductItem | undefined = listed;
  for (let attempt = 0; attempt < 4 && before; attempt++) {
    // Only what is still missing, and only from the English that was translated: an edit meanwhile wins.
    const current: ProductItem = before;
    const changes = missingFields(current, language)
      .map((field) => done.get(field))
      .filter((c): c is FieldChange => c !== undefined && c.hash === sourceHash(sourceOf(current, c.field)));
    if (!changes.length) return;
    if (await writeTranslations(deps, caller, current, language, changes, 'translated')) {
      await announceProductChange(deps, current.productId);
      tally.texts += changes.length;
      tally.products += 1;
      return;
    }
    before = (await deps.store.entities.product.get({ productId: current.productId }).go({ consistent: true })).data ?? undefined;
  }
}

function resultMessage(service: string, language: TranslatedLanguage, tally: { texts: number; products: number; failed: number; tooLong: number }, left: number, truncated: boolean): string {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const parts = [
    tally.texts
      ? `${service} translated ${plural(tally.texts, 'text', 'texts')} of ${plural(tally.products, 'product', 'products')} into '${language}'.`
      : `No missing '${language}' texts were translated.`,
  ];
  if (tally.failed) parts.push(`${plural(tally.failed, 'product', 'products')} failed and stay missing.`);
  if (tally.tooLong) parts.push(`${plural(tally.tooLong, 'translation was', 'translations were')} over the field's limit and left out.`);
  if (left) parts.push('More texts are missing: run Auto-translate Missing again.');
  else if (truncated) parts.push(`Only the ${maxScanned.toLocaleString('en-US')} newest products were looked through.`);
  return parts.join(' ');
}
