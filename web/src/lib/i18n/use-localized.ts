import { useCallback } from 'react';
import type { Translations } from '../../../../shared/catalog/translations';
import { usePreferences } from '../preferences';
import { localized } from './localized';

/** `text(record, field)`: a record's text field in the visitor's language (see `localized`). */
export function useLocalized() {
  const { language } = usePreferences();
  return useCallback(
    <F extends string, V extends string | null>(record: { [P in F]: V } & { translations?: Translations<F> | undefined }, field: F) =>
      localized(record, field, language),
    [language],
  );
}
