import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrencyCode } from '../../../shared/money/price';
import { isCurrencyCode } from '../../../shared/money/currency-rates';
import { defaultLanguage, isLanguageCode, languageStorageKey, type LanguageCode } from './i18n/languages';

/** The spec's storage key for the currency; the value is the plain code, e.g. `EUR`. */
export const currencyStorageKey = 'preferred-currency';

interface Preferences {
  language: LanguageCode;
  currency: CurrencyCode;
  setLanguage(language: LanguageCode): void;
  setCurrency(currency: CurrencyCode): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

function stored<T>(key: string, accept: (v: unknown) => v is T, fallback: T): T {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return accept(value) ? value : fallback;
  } catch {
    return fallback; // storage can be blocked (private mode, sandboxed frames)
  }
}

function save(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // The choice still applies for this visit.
  }
}

/** A language named by the address (`?lang=es`, the sitemaps' hreflang alternates) becomes the visitor's choice. */
function readLanguage(): LanguageCode {
  const linked = new URLSearchParams(globalThis.location?.search).get('lang');
  if (!isLanguageCode(linked)) return stored(languageStorageKey, isLanguageCode, defaultLanguage);
  save(languageStorageKey, linked);
  return linked;
}
const readCurrency = () => stored<CurrencyCode>(currencyStorageKey, isCurrencyCode, 'USD');

/** Whether this visitor sees what a server render shows: the default language and currency. */
export const preferencesAreDefault = () => readLanguage() === defaultLanguage && readCurrency() === 'USD';

/** Language and currency, read from and saved to local storage, shared by every feature. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(readLanguage);
  const [currency, setCurrencyState] = useState<CurrencyCode>(readCurrency);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((next: LanguageCode) => {
    save(languageStorageKey, next);
    setLanguageState(next);
  }, []);
  const setCurrency = useCallback((next: CurrencyCode) => {
    save(currencyStorageKey, next);
    setCurrencyState(next);
  }, []);
  const value = useMemo(() => ({ language, currency, setLanguage, setCurrency }), [language, currency, setLanguage, setCurrency]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('No PreferencesProvider');
  return value;
}
