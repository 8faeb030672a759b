/**
 * Algolia's `ignorePlurals`: a query word matches its singular and plural forms as exact words ('card' and
 * 'cards', 'cuenta' and 'cuentas', 'cartão' and 'cartões'), in the languages the setting names. Algolia uses
 * dictionaries; these suffix rules over the folded (accentless) word generate candidates, and only candidates the
 * index's vocabulary holds are used, so an over-eager rule finds nothing rather than something wrong.
 */
type Rule = [from: string, to: string];

const rules: Record<string, Rule[]> = {
  en: [['', 's'], ['', 'es'], ['y', 'ies'], ['ies', 'y'], ['es', ''], ['s', ''], ['f', 'ves'], ['ves', 'f']],
  es: [['', 's'], ['', 'es'], ['z', 'ces'], ['ces', 'z'], ['es', ''], ['s', ''], ['ion', 'iones'], ['iones', 'ion']],
  pt: [['', 's'], ['', 'es'], ['ao', 'oes'], ['ao', 'aes'], ['ao', 'aos'], ['oes', 'ao'], ['aes', 'ao'], ['m', 'ns'], ['ns', 'm'], ['al', 'ais'], ['ais', 'al'], ['el', 'eis'], ['eis', 'el'], ['ol', 'ois'], ['ois', 'ol'], ['es', ''], ['s', '']],
};

/** The other number forms of a folded word in these languages (the word itself excluded), shortest stem kept at 2 letters. */
export function pluralForms(word: string, languages: readonly string[]): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const forms = new Set<string>();
  for (const language of languages) {
    for (const [from, to] of rules[language] ?? []) {
      if (!word.endsWith(from)) continue;
      const stem = word.slice(0, word.length - from.length);
      if (stem.length < 2) continue;
      forms.add(stem + to);
    }
  }
  forms.delete(word);
  return [...forms];
}

/** The languages `ignorePlurals` switches on: `true` means the index's `queryLanguages` (or every language we know). */
export function pluralLanguages(ignorePlurals: unknown, queryLanguages: unknown): string[] {
  if (Array.isArray(ignorePlurals)) return ignorePlurals.filter((l): l is string => typeof l === 'string');
  if (ignorePlurals === true || ignorePlurals === 'true') {
    return Array.isArray(queryLanguages) && queryLanguages.length > 0 ? queryLanguages.filter((l): l is string => typeof l === 'string') : Object.keys(rules);
  }
  return [];
}
