import { useState } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { productMessages } from '../messages';
import { languageName } from '../utils/locale-format';
import { ModalDialog } from './modal-dialog';

/** The spec shows four languages, then '+N' that opens the full list. */
const shown = 4;

export function LanguageList({ codes, moreStyle }: { codes: string[]; moreStyle: 'long' | 'short' }) {
  const t = useMessages(productMessages);
  const { language } = usePreferences();
  const [open, setOpen] = useState(false);
  if (codes.length === 0) return <span className="muted">{t('noLanguages')}</span>;
  const names = codes.map((code) => languageName(code, language));
  const hidden = names.length - shown;
  return (
    <>
      <ul className="pdp-languages">
        {names.slice(0, shown).map((name, i) => (
          <li key={codes[i]}>
            {name}
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button type="button" className="pdp-more" aria-label={t('showAllLanguages', { count: names.length })} onClick={() => setOpen(true)}>
              {t(moreStyle === 'long' ? 'moreLanguages' : 'moreLanguagesShort', { count: hidden })}
            </button>
          </li>
        )}
      </ul>
      {hidden > 0 && (
        <ModalDialog open={open} onClose={() => setOpen(false)} title={t('allLanguages')} closeLabel={t('close')}>
          <ul className="pdp-languages pdp-languages-all">
            {names.map((name, i) => (
              <li key={codes[i]}>
                {name}
              </li>
            ))}
          </ul>
        </ModalDialog>
      )}
    </>
  );
}
