import * as z from 'zod';
import { safeText } from '../http/safe-text';
import type { Country } from '../catalog/country';
import type { Language } from '../catalog/language';
import type { Platform } from '../catalog/platform';
import type { Region } from '../catalog/region';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const name = safeText().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters');
// One line, as the storefront shows them in a paragraph (the seed's instructions are one sentence each).
const optionalText = (max: number) => z.preprocess(blankToUndefined, safeText().trim().max(max, `At most ${max} characters`).optional());

/** Codes are the stable handles URLs, filters and stored variants use; each kind keeps the shape its seed data has. */
export const languageCode = safeText().trim().min(1, 'Code is required').regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Use a language code such as en or pt-BR');
export const countryCodeField = safeText().trim().min(1, 'Code is required').regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code such as US').transform((c) => c.toUpperCase());
export const regionCode = safeText().trim().min(1, 'Code is required').regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'Use letters, digits, - or _ (at most 40)').transform((c) => c.toUpperCase());
export const platformCode = safeText().trim().min(1, 'Code is required').regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'Use letters, digits or - (at most 40)').transform((c) => c.toLowerCase());

const iconUrl = z.preprocess(blankToUndefined, safeText().trim().max(500).pipe(z.url({ protocol: /^https?$/, message: 'Icon must be an http(s) URL' })).optional());

export const languageFields = z.strictObject({ name, nativeName: optionalText(80), isActive: z.boolean().default(true) });
export const languageCreateSchema = languageFields.extend({ code: languageCode });

export const countryFields = z.strictObject({ name, isActive: z.boolean().default(true) });
export const countryCreateSchema = countryFields.extend({ code: countryCodeField });

/** Excluded countries are replaced as a whole on every save: the list sent is the list kept. */
export const regionFields = z.strictObject({
  name,
  isGlobal: z.boolean().default(false),
  restrictions: optionalText(1000),
  excludedCountries: z
    .array(countryCodeField)
    .max(250, 'At most 250 excluded countries')
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
});
export const regionCreateSchema = regionFields.extend({ code: regionCode });

/** `defaultInstructions` are a game's or DLC's; each other product type has its own field (empty: generic words). */
export const platformFields = z.strictObject({
  name,
  iconUrl,
  defaultInstructions: optionalText(4000),
  giftCardInstructions: optionalText(4000),
  accountInstructions: optionalText(4000),
  subscriptionInstructions: optionalText(4000),
  softwareInstructions: optionalText(4000),
});
export const platformCreateSchema = platformFields.extend({ code: platformCode });

/** Every reference record staff manage, inactive ones too (the storefront's list hides those). */
export interface ConfigurationData {
  languages: Language[];
  countries: Country[];
  regions: (Region & { regionId: string })[];
  platforms: Platform[];
}
