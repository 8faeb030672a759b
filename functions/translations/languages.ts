import { translatedLanguages } from '../../shared/catalog/translations';
import { ConflictError, NotFoundError, UnprocessableError } from '../../shared/errors/domain-errors';
import { hasInterfaceStrings } from '../../shared/translations/interface-languages';
import type { NewLanguage } from '../../shared/translations/language-schema';
import type { LanguageView, MultiLanguageOverview, TranslationActivityView } from '../../shared/translations/language-views';
import type { TranslatedField } from '../../shared/translations/translation-checks';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { LanguageItem } from '../lib/data/entities/language';
import { isConditionFailure } from '../lib/data/condition-failure';
import type { Deps } from '../lib/deps';
import { machineTranslationName } from '../lib/adapters/machine-translation/machine-translator';
import { isCatalogueLanguage } from './catalogue-language';


function languageView(item: Pick<LanguageItem, 'code' | 'name' | 'nativeName' | 'isActive'>, counts: Map<string, number>): LanguageView {
  const catalogue = isCatalogueLanguage(item.code);
  return {
    code: item.code,
    name: item.name,
    nativeName: item.nativeName ?? null,
    isActive: item.isActive,
    isSource: item.code === 'en',
    interfaceComplete: hasInterfaceStrings(item.code),
    catalogue,
    translatedProducts: item.code === 'en' ? (counts.get(catalogCounterScopes.products) ?? 0) : catalogue ? (counts.get(catalogCounterScopes.translated(item.code)) ?? 0) : null,
  };
}

/** The Overview and Languages tabs: languages by name with coverage counters, and the 10 newest translation saves. */
export async function languagesOverview(deps: Pick<Deps, 'store' | 'config'>): Promise<MultiLanguageOverview> {
  const scopes = [catalogCounterScopes.products, ...translatedLanguages.map(catalogCounterScopes.translated)];
  const [languages, counters, activity] = await Promise.all([
    deps.store.entities.language.query.byCode({}).go({ pages: 'all' }),
    deps.store.entities.catalogCounter.get(scopes.map((scope) => ({ scope }))).go(),
    deps.store.entities.translationActivity.query.byNewest({}).go({ order: 'desc', limit: 10 }),
  ]);
  const counts = new Map(counters.data.map((c) => [c.scope, c.count]));
  const translator = machineTranslationName(deps.config);
  return {
    languages: languages.data.map((l) => languageView(l, counts)).sort((a, b) => a.name.localeCompare(b.name, 'en')),
    products: counts.get(catalogCounterScopes.products) ?? 0,
    activity: activity.data.map(
      (a): TranslationActivityView => ({
        productId: a.productId,
        productName: a.productName,
        language: a.language,
        field: a.field as TranslatedField,
        fields: a.fieldCount ?? 1,
        action: a.action as TranslationActivityView['action'],
        by: a.by ?? null,
        at: a.createdAt,
      }),
    ),
    autoTranslate: translator ? { available: true, message: `Missing fields are translated by ${translator}.` } : { available: false, message: noTranslatorMessage },
  };
}

export const noTranslatorMessage = 'No translation service is configured: Auto-translate uses Amazon Translate on AWS, and this machine has none. Nothing was translated.';

/** Add Language (intelligence §4, §5): the code lowercased (by the schema), active at once; a code already there is refused. */
export async function addLanguage(deps: Pick<Deps, 'store'>, input: NewLanguage): Promise<LanguageView> {
  const item = { code: input.code, name: input.name, ...(input.nativeName ? { nativeName: input.nativeName } : {}), isActive: true };
  try {
    await deps.store.entities.language.create(item).go();
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new ConflictError(`The language '${input.code}' has already been added.`, { cause: error });
    }
    throw error;
  }
  return languageView(item, new Map());
}

/** The Languages tab's switch. English is the catalogue's own language and cannot be switched off. */
export async function setLanguageActive(deps: Pick<Deps, 'store'>, code: string, isActive: boolean): Promise<LanguageView> {
  if (code === 'en' && !isActive) throw new UnprocessableError('English is the catalogue’s own language and stays active.');
  // The patch's own condition (the item exists) answers an unknown code: no read first.
  const updated = await deps.store.entities.language
    .patch({ code })
    .set({ isActive })
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new NotFoundError(`No language '${code}' has been added.`, { cause: error });
      throw error;
    });
  return languageView(updated.data as LanguageItem, new Map());
}
