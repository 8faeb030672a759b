import * as z from 'zod';
import { translatedFields, type TranslatedField } from '../translations/translation-checks';
import { languageCodeSchema, languageSwitchSchema, newLanguageSchema } from '../translations/language-schema';
import type { AutoTranslateResult, LanguageView, MultiLanguageOverview, TranslationPage, TranslationSaved } from '../translations/language-views';
import type { ValidationReport } from '../translations/validation-report';
import type { TranslationExportFile, TranslationImportReport } from '../translations/translation-exchange';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const field = z.enum(Object.keys(translatedFields) as [TranslatedField, ...TranslatedField[]]);
const languageParams = z.strictObject({ code: languageCodeSchema });
const catalogueLanguage = z.strictObject({ language: languageCodeSchema });
const exchangeFormat = z.enum(['xliff', 'json']);

/**
 * Multi-Language Management (intelligence §2, §3 language and product translation, §5, §8; issue 18): languages,
 * coverage, the Translations editor and the bulk operations. Administrators, as every tool screen. Part of `routes`.
 */
export const translationRoutes = {
  adminLanguages: route<MultiLanguageOverview>()({
    method: 'GET',
    path: '/api/admin/languages',
    handler: 'translations/translations-api',
    role: 'admin',
    summary: 'Every language by name with its coverage (products with a translated name and description, from counters kept on write), the 10 newest translation saves, and whether Auto-translate has a service.',
    request: {},
  }),
  adminAddLanguage: route<LanguageView>()({
    method: 'POST',
    path: '/api/admin/languages',
    handler: 'translations/translations-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Adds a language (code lowercased, English name required, native name optional), active; a code already added is refused.',
    maxBodyBytes: 1024,
    request: { body: newLanguageSchema },
  }),
  adminSetLanguageActive: route<LanguageView>()({
    method: 'PATCH',
    path: '/api/admin/languages/{code}',
    handler: 'translations/translations-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Activates or deactivates a language (English, the source, stays active); shoppers are offered active languages whose interface strings are complete.',
    maxBodyBytes: 1024,
    request: { params: languageParams, body: languageSwitchSchema },
  }),
  adminProductTranslations: route<TranslationPage>()({
    method: 'GET',
    path: '/api/admin/translations',
    handler: 'translations/translations-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: "A page of products with their English texts beside the language's, each field missing, outdated or current; filtered to missing or outdated, or to a name.",
    request: {
      query: z.strictObject({
        language: languageCodeSchema,
        state: z.enum(['all', 'missing', 'outdated']).default('all'),
        q: z.string().trim().max(100).optional(),
        cursor,
        limit: z.coerce.number().int().min(1).max(50).default(20),
      }),
    },
  }),
  adminSaveTranslation: route<TranslationSaved>()({
    method: 'PUT',
    path: '/api/admin/translations/{productId}/{language}',
    handler: 'translations/translations-api',
    role: 'admin',
    needs: { table: 'write', sendsTo: ['search-index'] },
    summary: "Saves one field's translation (empty clears it) with the English text's fingerprint, refused if the product changed since `version` (without one, applied to the product as it is now); coverage moves in the same transaction and search follows.",
    maxBodyBytes: 32 * 1024,
    request: {
      params: z.strictObject({ productId: id, language: languageCodeSchema }),
      body: z.strictObject({ field, text: z.string().max(10_000, 'A translation is at most 10,000 characters.'), version: z.iso.datetime({ offset: true }).optional() }),
    },
  }),
  adminValidateTranslations: route<ValidationReport>()({
    method: 'POST',
    path: '/api/admin/translations/validate',
    handler: 'translations/translations-api',
    role: 'admin',
    summary: "Validate Translations: every product's translated fields in a language checked for empty, unchanged English, length, and tags or placeholders that differ.",
    maxBodyBytes: 1024,
    request: { body: catalogueLanguage },
  }),
  adminExportTranslations: route<TranslationExportFile>()({
    method: 'GET',
    path: '/api/admin/translations/export',
    handler: 'translations/translations-api',
    role: 'admin',
    summary: "Export for Translation: a language's product texts (all fields with English, or only the missing and outdated) as XLIFF 2.0 or its JSON twin, up to 2,000 products.",
    request: {
      query: z.strictObject({ language: languageCodeSchema, format: exchangeFormat.default('xliff'), only: z.enum(['all', 'untranslated']).default('all') }),
    },
  }),
  adminImportTranslations: route<TranslationImportReport>()({
    method: 'POST',
    path: '/api/admin/translations/import',
    handler: 'translations/translations-api',
    role: 'admin',
    needs: { table: 'write', sendsTo: ['search-index'] },
    summary: 'Import Translations from XLIFF 2.0 or JSON: a malformed file, another language or over 2,000 products is refused whole; otherwise each product is written in one transaction and the report says what changed and what was refused.',
    maxBodyBytes: 5 * 1024 * 1024,
    request: {
      body: z.strictObject({ language: languageCodeSchema, format: exchangeFormat, content: z.string().min(1, 'The file is empty.').max(5_000_000, 'The file is over 5 MB.') }),
    },
  }),
  adminAutoTranslate: route<AutoTranslateResult>()({
    method: 'POST',
    path: '/api/admin/translations/auto-translate',
    handler: 'translations/translations-api',
    role: 'admin',
    needs: { table: 'write', sendsTo: ['search-index'], machineTranslation: true },
    summary: 'Auto-translate Missing: the English of every missing name, description and SEO field, up to 200 texts a call, through Amazon Translate, each product written in one transaction and sent to search sync; on one machine no service is configured and the answer says so (nothing is invented).',
    maxBodyBytes: 1024,
    request: { body: catalogueLanguage },
  }),
};
