import * as z from 'zod';

/** Languages the catalogue's own texts may be translated into; English is the text itself. */
export const translatedLanguages = ['es', 'pt'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/** Per-language versions of some text fields of a record; any field may be missing and then falls back to English. */
export type Translations<F extends string> = { [L in TranslatedLanguage]?: { [P in F]?: string } };

/** The zod schema of a record's `translations`: one optional, strict object of optional texts per translated language. */
export function translationsSchema<S extends z.ZodRawShape>(fields: S) {
  const text = z.strictObject(fields).partial();
  return z.strictObject({ es: text.optional(), pt: text.optional() });
}

/** The same texts, as an ElectroDB map attribute with a map per language. */
export function translationsAttribute<F extends string>(fields: readonly F[]) {
  const text = { type: 'map', properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])) as Record<F, { type: 'string' }> } as const;
  return { type: 'map', properties: { es: text, pt: text } } as const;
}
