import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors/domain-errors';
import type { TranslationSaved } from '../../shared/translations/language-views';
import { sourceHash, translatedFields, type TranslatedField } from '../../shared/translations/translation-checks';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { announceProductChange } from '../catalog-admin/product-record';
import { changedMeanwhileMessage } from '../catalog-admin/edit-product';
import { catalogueLanguage } from './catalogue-language';
import { sourceOf, translationRow } from './translation-row';
import { writeTranslations } from './write-translations';

export interface TranslationInput {
  productId: string;
  language: string;
  field: TranslatedField;
  text: string;
  version?: string | undefined;
}

/**
 * Saves one field of a product's translation (an empty text clears it), with the fingerprint of the English it was
 * translated from, so a later English edit marks it outdated. With `version` (the editor's copy) a product changed
 * since is refused; without, the save is read again and retried. Search syncs the product afterwards.
 */
export async function saveTranslation(deps: Pick<Deps, 'store' | 'now' | 'queues'>, caller: Pick<Caller, 'userId' | 'role'>, input: TranslationInput): Promise<TranslationSaved> {
  const language = catalogueLanguage(input.language);
  const { field } = input;
  const text = input.text.trim();
  if (text.length > translatedFields[field]) {
    throw new ValidationError(`This translation is ${text.length} characters; the field holds at most ${translatedFields[field]}.`, { fieldErrors: [{ path: 'body.text', message: `At most ${translatedFields[field]} characters` }] });
  }
  for (let attempt = 0; attempt < 4; attempt++) {
    const before = (await deps.store.entities.product.get({ productId: input.productId }).go({ consistent: true })).data;
    if (!before) throw new NotFoundError(`Product ${input.productId} was not found.`);
    if (input.version && input.version !== before.updatedAt) throw new ConflictError(changedMeanwhileMessage);
    const value = text || undefined;
    const hash = value === undefined ? undefined : sourceHash(sourceOf(before, field));
    if (before.translations?.[language]?.[field] === value && before.translatedFrom?.[language]?.[field] === hash) return { row: translationRow(before, language) };
    if (await writeTranslations(deps, caller, before, language, [{ field, value, hash }], value === undefined ? 'cleared' : 'saved')) {
      await announceProductChange(deps, before.productId);
      const after = (await deps.store.entities.product.get({ productId: before.productId }).go({ consistent: true })).data as ProductItem;
      return { row: translationRow(after, language) };
    }
    if (input.version) throw new ConflictError(changedMeanwhileMessage);
  }
  throw new ConflictError(changedMeanwhileMessage);
}
