import { languages } from './languages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

/** Whether a module export looks like a message set (an object with an `en` table of strings). */
export function isMessageSet(value: unknown): value is Record<string, Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || !('en' in value)) return false;
  const en = (value as { en: unknown }).en;
  return typeof en === 'object' && en !== null;
}

/**
 * Everything wrong with one message set, as readable lines: a language missing, keys that differ from English,
 * empty texts, and placeholders that differ from English (a translation dropping `{count}` would show a gap).
 */
export function messageProblems(set: Record<string, Record<string, unknown> | undefined>): string[] {
  const problems: string[] = [];
  const en = set.en ?? {};
  const enKeys = Object.keys(en).sort();
  if (enKeys.length === 0) problems.push('en has no keys');
  for (const { code } of languages) {
    const table = set[code];
    if (!table) {
      problems.push(`${code} is missing`);
      continue;
    }
    const keys = Object.keys(table);
    for (const key of enKeys) if (!(key in table)) problems.push(`${code} lacks "${key}"`);
    for (const key of keys) if (!(key in en)) problems.push(`${code} has "${key}", which en lacks`);
    for (const key of keys) {
      const text = table[key];
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${code}.${key} is empty`);
        continue;
      }
      const english = en[key];
      if (typeof english === 'string' && placeholders(text) !== placeholders(english)) {
        problems.push(`${code}.${key} has placeholders {${placeholders(text)}}, en has {${placeholders(english)}}`);
      }
    }
  }
  for (const code of Object.keys(set)) if (!languages.some((l) => l.code === code)) problems.push(`${code} is not a storefront language`);
  return problems;
}
