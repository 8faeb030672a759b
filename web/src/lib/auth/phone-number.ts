import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Storefront §5: the phone library's limits, checked by its parser and restated here for the input and the tests. */
export const phoneLimits = { minNationalLength: 2, maxNationalLength: 17, maxInputLength: 250 } as const;
export const defaultPhoneCountry: CountryCode = 'US';

export interface PhoneCountryOption {
  code: CountryCode;
  callingCode: string;
  label: string;
}

const flag = (code: string) => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Every country the library knows, named in the visitor's language, alphabetical. */
export function phoneCountryOptions(language: string): PhoneCountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return getCountries()
    .map((code) => {
      const callingCode = getCountryCallingCode(code);
      const name = names.of(code) ?? code;
      return { code, callingCode, name, label: `${flag(code)} ${name} (+${callingCode})` };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ code, callingCode, label }) => ({ code, callingCode, label }));
}

/**
 * The text as the visitor types it, formatted for the chosen country ("2015550123" → "(201) 555-0123"). While they
 * delete, the text is left as it is: reformatting would put back the bracket or space they just removed.
 */
export function formatPhoneInput(text: string, country: CountryCode, previous = ''): string {
  const clipped = text.slice(0, phoneLimits.maxInputLength);
  if (clipped.length < previous.length) return clipped;
  return new AsYouType(country).input(clipped);
}

/** The number in E.164 for Cognito, or null when it is not a phone number within the national length limits. */
export function toE164(text: string, country: CountryCode): string | null {
  if (text.length > phoneLimits.maxInputLength) return null;
  const number = parsePhoneNumberFromString(text, country);
  if (!number) return null;
  const length = number.nationalNumber.length;
  if (length < phoneLimits.minNationalLength || length > phoneLimits.maxNationalLength) return null;
  return number.number;
}
