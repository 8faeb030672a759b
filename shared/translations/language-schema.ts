import * as z from 'zod';

/** A BCP 47 language code as the catalogue writes it: lowercased on save (intelligence §5), `fr` or `pt-br`. */
export const languageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'A language code is two or three letters, optionally with a region, such as fr or pt-br.');

/** Add Language (intelligence §5): code and English name required, native name optional; new languages start active. */
export const newLanguageSchema = z.strictObject({
  code: languageCodeSchema,
  name: z.string().trim().min(1, 'The English name is required.').max(60, 'The English name is at most 60 characters.'),
  nativeName: z.string().trim().max(60, 'The native name is at most 60 characters.').optional(),
});
export type NewLanguage = z.output<typeof newLanguageSchema>;

export const languageSwitchSchema = z.strictObject({ isActive: z.boolean() });
