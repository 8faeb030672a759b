import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry, formatPhoneInput, phoneCountryOptions, phoneLimits, toE164 } from './phone-number';

describe('the phone limits', () => {
  it('are those of storefront §5: national number 2 to 17 digits, input at most 250 characters, US by default', () => {
    expect(phoneLimits).toEqual({ minNationalLength: 2, maxNationalLength: 17, maxInputLength: 250 });
    expect(defaultPhoneCountry).toBe('US');
  });
});

describe('turning typed text into an E.164 number', () => {
  it.each<[string, string, 'US' | 'GB' | 'BR' | 'DE', string | null]>([
    ['a US number typed nationally', '2015550123', 'US', '+12015550123'],
    ['a US number as formatted', '(201) 555-0123', 'US', '+12015550123'],
    ['an international number whatever the picker says', '+44 20 7946 0958', 'US', '+442079460958'],
    ['a UK number typed nationally', '020 7946 0958', 'GB', '+442079460958'],
    ['a Brazilian mobile number', '11 91234-5678', 'BR', '+5511912345678'],
    ['a two-digit national number, the shortest allowed', '+49 12', 'DE', '+4912'],
    ['a single digit', '5', 'US', null],
    ['a national number of 18 digits', '+49 123456789012345678', 'DE', null],
    ['letters only', 'call me', 'US', null],
    ['an empty field', '', 'US', null],
    ['text past 250 characters', `2015550123${' '.repeat(250)}`, 'US', null],
  ])('%s: %s (%s) → %s', (_case, text, country, expected) => {
    expect(toE164(text, country)).toBe(expected);
  });
});

describe('formatting as the visitor types', () => {
  it.each<[string, 'US' | 'GB', string]>([
    ['20', 'US', '20'],
    ['201', 'US', '(201)'],
    ['2015550', 'US', '(201) 555-0'],
    ['2015550123', 'US', '(201) 555-0123'],
    ['+4420794', 'US', '+44 20 794'],
    ['02079460958', 'GB', '020 7946 0958'],
  ])('shows %s for %s as %s', (text, country, shown) => {
    expect(formatPhoneInput(text, country)).toBe(shown);
  });

  it('leaves the text alone while the visitor deletes, so a removed bracket stays removed', () => {
    expect(formatPhoneInput('(201', 'US', '(201)')).toBe('(201');
  });

  it('never keeps more than 250 characters', () => {
    expect(formatPhoneInput('1'.repeat(400), 'US').replace(/\D/g, '').length).toBeLessThanOrEqual(250);
  });
});

describe('the country picker', () => {
  it('offers every country with its calling code, named in the visitor language', () => {
    const en = phoneCountryOptions('en');
    const es = phoneCountryOptions('es');

    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.code === 'US')?.label).toBe('🇺🇸 United States (+1)');
    expect(es.find((c) => c.code === 'DE')?.label).toBe('🇩🇪 Alemania (+49)');
  });
});
