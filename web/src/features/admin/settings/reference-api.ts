import { apiSend } from '@/lib/api-client';
import type * as z from 'zod';
import type {
  countryCreateSchema,
  countryFields,
  languageCreateSchema,
  languageFields,
  platformCreateSchema,
  platformFields,
  regionCreateSchema,
  regionFields,
} from '../../../../../shared/content/reference-input';

export type ReferenceKind = 'languages' | 'countries' | 'regions' | 'platforms';

/** §8's words per kind: 'Language created successfully', 'Failed to load regions', … */
export const kindWords: Record<ReferenceKind, { one: string; plural: string }> = {
  languages: { one: 'Language', plural: 'languages' },
  countries: { one: 'Country', plural: 'countries' },
  regions: { one: 'Region', plural: 'regions' },
  platforms: { one: 'Platform', plural: 'platforms' },
};

export const createReference = {
  languages: (body: z.output<typeof languageCreateSchema>) => apiSend('POST', '/api/admin/configuration/languages', { body }),
  countries: (body: z.output<typeof countryCreateSchema>) => apiSend('POST', '/api/admin/configuration/countries', { body }),
  regions: (body: z.output<typeof regionCreateSchema>) => apiSend('POST', '/api/admin/configuration/regions', { body }),
  platforms: (body: z.output<typeof platformCreateSchema>) => apiSend('POST', '/api/admin/configuration/platforms', { body }),
};

export const updateLanguage = (code: string, body: z.output<typeof languageFields>) => apiSend('PUT', '/api/admin/configuration/languages/{code}', { params: { code }, body });
export const updateCountry = (code: string, body: z.output<typeof countryFields>) => apiSend('PUT', '/api/admin/configuration/countries/{code}', { params: { code }, body });
export const updateRegion = (regionId: string, body: z.output<typeof regionFields>) => apiSend('PUT', '/api/admin/configuration/regions/{regionId}', { params: { regionId }, body });
export const updatePlatform = (platformId: string, body: z.output<typeof platformFields>) =>
  apiSend('PUT', '/api/admin/configuration/platforms/{platformId}', { params: { platformId }, body });
