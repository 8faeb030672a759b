import { useId } from 'react';
import { currencies, type CurrencyCode } from '../../../../shared/money/price';
import { ChevronDownIcon, GlobeIcon } from '@/components/icons';
import { usePrice } from '@/lib/currency/use-price';
import { isLanguageCode, languages } from '@/lib/i18n/languages';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { useApi } from '@/lib/use-api';
import { isCurrencyCode } from '../../../../shared/money/currency-rates';
import { shellMessages } from './messages';
import { useHeaderMenu } from './use-header-menu';

/** The language and currency selects, also used inside the mobile side menu. */
export function PreferenceFields() {
  const t = useMessages(shellMessages);
  const { language, currency, setLanguage, setCurrency } = usePreferences();
  const { asOf } = usePrice();
  const id = useId();
  // Staff may switch a language off (Multi-Language Management): the list offers the active ones among those whose
  // interface strings exist, read when the panel opens; the visitor's own choice stays listed so the select never lies.
  const reference = useApi('/api/reference-data', undefined, { revalidateOnFocus: false });
  const active = reference.data?.languages.map((l) => l.code);
  const offered = languages.filter((l) => !active || active.includes(l.code) || l.code === language);
  return (
    <div className="preference-fields">
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('language')}</label>
        <select id={`${id}-language`} value={language} onChange={(e) => isLanguageCode(e.target.value) && setLanguage(e.target.value)}>
          {offered.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.nativeName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-currency`}>{t('currency')}</label>
        <select id={`${id}-currency`} value={currency} onChange={(e) => isCurrencyCode(e.target.value) && setCurrency(e.target.value)}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.code} (${c.symbol}) · ${t(`currency${c.code}`)}`}
            </option>
          ))}
        </select>
      </div>
      {currency !== 'USD' && (
        <p className="preference-note">
          {asOf && <span className="preference-rates">{t('ratesAsOf', { date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(asOf)) })}</span>}
          {t('ratesNote')}
        </p>
      )}
    </div>
  );
}

const symbolOf = (code: CurrencyCode) => currencies.find((c) => c.code === code)?.symbol ?? code;

/** Header button showing the current choice ('EN · $ USD'); opens a small panel with the two selects. */
export function PreferencesMenu() {
  const t = useMessages(shellMessages);
  const { language, currency } = usePreferences();
  const { open, setOpen, root, button, panelId } = useHeaderMenu();

  return (
    <div
      className="preferences-menu"
      ref={root}
      onBlur={(event) => {
        // Tabbing out of the panel closes it, like a menu.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-chip"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon className="header-chip-globe" />
        <span className="visually-hidden">{t('preferences')}: </span>
        <span className="header-chip-text">
          {language.toUpperCase()} · {symbolOf(currency)}
          <span className="header-chip-code"> {currency}</span>
        </span>
        <ChevronDownIcon className="header-chip-chevron" />
      </button>
      <div id={panelId} className="preferences-panel" hidden={!open} role="group" aria-label={t('preferences')}>
        {open && <PreferenceFields />}
      </div>
    </div>
  );
}
