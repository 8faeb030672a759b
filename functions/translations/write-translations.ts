import type { TranslatedLanguage, Translations } from '../../shared/catalog/translations';
import { isCovered } from '../../shared/translations/coverage';
import type { TranslatedField } from '../../shared/translations/translation-checks';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import { expiresAfterDays } from '../lib/data/expires-at';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import type { TxWrite } from '../orders/transaction-types';
import { activityId } from './translation-activity-id';

type Texts = Translations<TranslatedField>;

/** One field's new translation (undefined clears it) and the fingerprint of the English it translates. */
export interface FieldChange {
  field: TranslatedField;
  value: string | undefined;
  hash: string | undefined;
}

/** A language's texts with some fields set or removed; a language left empty is dropped. */
function withFields(all: Texts | undefined, language: TranslatedLanguage, changes: readonly FieldChange[], pick: (c: FieldChange) => string | undefined): Texts {
  const next: Texts = structuredClone(all ?? {});
  const texts = { ...next[language] };
  for (const change of changes) {
    const value = pick(change);
    if (value === undefined) delete texts[change.field];
    else texts[change.field] = value;
  }
  if (Object.keys(texts).length) next[language] = texts;
  else delete next[language];
  return next;
}

/**
 * Writes translated fields of one product in one transaction, conditional on the product as read (its `updatedAt`):
 * the texts and their English fingerprints, the coverage counter when the product becomes or stops being translated,
 * one activity entry and the staff audit entry. False when the product changed meanwhile (nothing written).
 */
export async function writeTranslations(
  deps: Pick<Deps, 'store' | 'now'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  before: ProductItem,
  language: TranslatedLanguage,
  changes: readonly FieldChange[],
  action: 'saved' | 'cleared' | 'imported' | 'translated',
): Promise<boolean> {
  const translations = withFields(before.translations, language, changes, (c) => c.value);
  const translatedFrom = withFields(before.translatedFrom, language, changes, (c) => (c.value === undefined ? undefined : c.hash));
  const coverageMove = Number(isCovered({ translations }, language)) - Number(isCovered(before, language));
  const now = deps.now();
  const key = (field: TranslatedField) => `${language}.${field}`;
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'product',
    subjectId: before.productId,
    action: action === 'imported' ? 'product.translations-import' : action === 'translated' ? 'product.auto-translate' : 'product.translate',
    summary:
      action === 'imported' || action === 'translated'
        ? `${action === 'imported' ? 'Imported' : 'Machine-translated'} ${changes.length} ${language} text${changes.length === 1 ? '' : 's'} of ${before.name}`
        : `${action === 'saved' ? 'Translated' : 'Cleared the translation of'} ${changes.map((c) => c.field).join(', ')} of ${before.name} (${language})`,
    before: Object.fromEntries(changes.map((c) => [key(c.field), before.translations?.[language]?.[c.field] ?? null])),
    after: Object.fromEntries(changes.map((c) => [key(c.field), c.value ?? null])),
  });
  const result = await deps.store.transaction
    .write((tx) => [
      tx.product
        .patch({ productId: before.productId })
        .set({ translations, translatedFrom })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt))
        .commit() as TxWrite,
      ...(coverageMove ? [tx.catalogCounter.update({ scope: catalogCounterScopes.translated(language) }).add({ count: coverageMove }).commit() as TxWrite] : []),
      tx.translationActivity
        .create({
          activityId: activityId(now),
          productId: before.productId,
          productName: before.name,
          language,
          field: changes[0]!.field,
          fieldCount: changes.length,
          action,
          ...(caller.userId ? { by: caller.userId } : {}),
          expiresAt: expiresAfterDays(now, 90),
        })
        .commit() as TxWrite,
      auditWrite(tx, audit) as TxWrite,
    ])
    .go();
  return !result.canceled;
}
