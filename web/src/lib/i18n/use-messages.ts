import { useCallback } from 'react';
import { usePreferences } from '../preferences';
import { fillTemplate, type MessageSet } from './messages';

/** `t(key, values)` for the visitor's language, from one feature's message set. */
export function useMessages<K extends string>(set: MessageSet<K>) {
  const { language } = usePreferences();
  return useCallback((key: K, values?: Record<string, string | number>) => fillTemplate(set[language][key], values), [set, language]);
}
