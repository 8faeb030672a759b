import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { countries } from '../reference/countries';

/** A shopper's profile (storefront §5): created once at confirmation, edited on /account. Unknown fields are null. */
export interface Profile {
  userId: string;
  fullName: string | null;
  username: string | null;
  email: string | null;
  country: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The answer to `GET /api/account/profile`: the profile, and whether its phone is the account's verified sign-in number. */
export interface AccountProfile extends Profile {
  /** True when the user pool holds this phone as verified (as the caller's token says): phone sign-in then opens this account. */
  phoneVerified: boolean;
}

/**
 * What saving did to the phone as a way to sign in: `none` (no phone), `verified` (already the account's verified
 * number), `code-sent` (the user pool sent it a code; verifying it lets the number sign in here), `in-use` (another
 * account signs in with it, so it stays a contact number only), `unsynced` (the user pool could not be reached).
 */
export type PhoneVerification = 'none' | 'verified' | 'code-sent' | 'in-use' | 'unsynced';

/** The answer to `PUT /api/account/profile`: the saved profile, and how far the user pool follows it. */
export interface SavedProfile extends AccountProfile {
  /** False when the table was written but the user pool was not; the table stays the source of truth, and tokens show the old name. */
  attributesInSync: boolean;
  phoneVerification: PhoneVerification;
}

/** The user pool attributes a profile is made from: Cognito's trigger event and the ID token's claims carry the same names. */
export interface IdentityAttributes {
  sub: string;
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  phone_number?: string;
  /** 'true' when the pool has verified the phone (Cognito's attribute; the ID token's boolean claim as a string). */
  phone_number_verified?: string;
  'custom:country'?: string;
  [attribute: string]: string | undefined;
}

export const fullNameMaxLength = 100;
const countryCodes = new Set(countries.map((c) => c.code));

/** E.164: a plus, a non-zero leading digit, at most fifteen digits in all. */
export const e164Pattern = /^\+[1-9]\d{1,14}$/;

/** What `PUT /api/account/profile` accepts; the rest of a profile comes from the identity provider. */
export const profileUpdateSchema = z.strictObject({
  fullName: safeText().trim().min(1, 'Enter your full name').max(fullNameMaxLength),
  country: safeText()
    .trim()
    .toUpperCase()
    .refine((code) => countryCodes.has(code), { message: 'Choose a country from the list' }),
  phone: safeText().trim().regex(e164Pattern, 'Use the international format, e.g. +14155550123').nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The profile a new account starts with: the name Cognito holds (or Google's given and family names), the
 * e-mail's local part (or the phone) as username, and the country picked at sign-up when it is one we list.
 */
export function profileFromAttributes(attributes: IdentityAttributes, now: Date): Profile {
  const email = clean(attributes.email)?.toLowerCase() ?? null;
  const phone = clean(attributes.phone_number) ?? null;
  const givenAndFamily = [clean(attributes.given_name), clean(attributes.family_name)].filter(Boolean).join(' ');
  const fullName = (clean(attributes.name) ?? clean(givenAndFamily))?.slice(0, fullNameMaxLength) ?? null;
  const country = clean(attributes['custom:country'])?.toUpperCase();
  const at = now.toISOString();
  return {
    userId: attributes.sub,
    fullName,
    username: email ? email.slice(0, email.indexOf('@')) || email : phone,
    email,
    country: country && countryCodes.has(country) ? country : null,
    phone,
    createdAt: at,
    updatedAt: at,
  };
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
}
