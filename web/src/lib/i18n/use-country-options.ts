import { useMemo } from 'react';
import { countries } from '../../../../shared/reference/countries';
import { usePreferences } from '../preferences';

/** The sign-up country list, named and sorted in the visitor's language (the list's English name where Intl has none). */
export function useCountryOptions(): { code: string; name: string }[] {
  const { language } = usePreferences();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return countries.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}
