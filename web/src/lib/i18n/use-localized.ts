import { useCallback } from 'react';
import type { Translations } from '../../../../shared/catalog/translations';
import { usePreferences } from '../preferences';
import { localized } from './localized';

/** `text(record, field)`: a record's text field in the visitor's language (see `localized`). */
export function useLocalized() {
  const { language } = usePreferences();
  return useCallback(
    <F extends string, R extends { [P in F]: string | null } & { translations?: Translations<F> | undefined }>(record: R, field: F): R[F] =>
      localized(record, field, language),
    [language],
  );
}
