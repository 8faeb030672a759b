import { languages as interfaceLanguages, type LanguageCode } from '../../web/src/lib/i18n/languages';
import type { Deps } from '../lib/deps';

/**
 * The languages the storefront offers: those staff keep active (configuration) whose interface strings are complete
 * (the SPA's message catalogues: English, Spanish, Portuguese). A language added and activated without its strings
 * stays unoffered until they exist. English is always offered: it is every string's source.
 */
export async function offeredLanguages(deps: Pick<Deps, 'store'>): Promise<LanguageCode[]> {
  const stored = await deps.store.entities.language.query.byCode({}).go({ pages: 'all', attributes: ['code', 'isActive'] });
  const active = new Set(stored.data.filter((l) => l.isActive).map((l) => l.code.toLowerCase()));
  return interfaceLanguages.map((l) => l.code).filter((code) => code === 'en' || active.has(code));
}
