import { consentStorageKey, type ConsentChoice } from '../../../../shared/tracking/consent';

/** The notice in the store's languages (the page's `lang`), English otherwise. */
export const consentWords = {
  en: { text: 'We measure visits (pages, clicks, device type) to improve the store. Nothing is sold or shared for ads.', privacy: 'Privacy', decline: 'Decline', accept: 'OK', label: 'Visit measurement' },
  es: { text: 'Medimos las visitas (páginas, clics, tipo de dispositivo) para mejorar la tienda. Nada se vende ni se comparte para anuncios.', privacy: 'Privacidad', decline: 'Rechazar', accept: 'Aceptar', label: 'Medición de visitas' },
  pt: { text: 'Medimos as visitas (páginas, cliques, tipo de dispositivo) para melhorar a loja. Nada é vendido nem compartilhado para anúncios.', privacy: 'Privacidade', decline: 'Recusar', accept: 'Aceitar', label: 'Medição de visitas' },
} as const;
const wordsFor = (lang: string) => consentWords[(lang.slice(0, 2) in consentWords ? lang.slice(0, 2) : 'en') as keyof typeof consentWords];

/** The visitor's choice in the notice, if they made one. */
export function storedConsent(storage: Pick<Storage, 'getItem'> | null): ConsentChoice {
  try {
    const value = storage?.getItem(consentStorageKey);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/**
 * A small notice fixed to the bottom corner, over the page rather than in its flow, so it never moves the layout
 * (CLS 0). Only its link and buttons take the pointer: a tap on its text reaches the page beneath (a sticky buy bar
 * on a phone), so the notice never stands between a shopper and the store. Plain DOM: it ships in the tracking chunk,
 * not in the app. `onChoice` hears the answer once.
 */
export function showConsentNotice(storage: Pick<Storage, 'setItem'> | null, privacyHref: string, onChoice: (choice: 'accepted' | 'declined') => void): void {
  const words = wordsFor(document.documentElement.lang);
  const box = document.createElement('div');
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', words.label);
  box.className = 'nk-consent';
  box.style.cssText =
    'position:fixed;z-index:60;left:12px;right:12px;bottom:12px;max-width:420px;margin-left:auto;padding:12px 14px;border-radius:var(--radius,12px);background:var(--surface,#141427);color:var(--text,#ecebff);border:1px solid var(--border,#2a2a4a);font-size:14px;line-height:1.4;box-shadow:0 8px 24px rgb(0 0 0/.45);pointer-events:none';
  const text = document.createElement('p');
  text.style.margin = '0 0 10px';
  text.textContent = `${words.text} `;
  const link = document.createElement('a');
  link.href = privacyHref;
  link.textContent = words.privacy;
  link.style.cssText = 'color:var(--cyan,#00e5ff);text-decoration:underline;pointer-events:auto';
  text.append(link);
  const row = document.createElement('div');
  row.style.cssText = 'display:flex;gap:8px;justify-content:flex-end';
  const button = (label: string, choice: 'accepted' | 'declined', primary: boolean) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = `min-height:40px;padding:0 14px;border-radius:8px;cursor:pointer;font:inherit;border:1px solid var(--border,#2a2a4a);pointer-events:auto;${primary ? 'background:var(--cyan,#00e5ff);color:#0b0b14;font-weight:600' : 'background:transparent;color:var(--text,#ecebff)'}`;
    b.addEventListener('click', () => {
      try {
        storage?.setItem(consentStorageKey, choice);
      } catch {
        // The choice holds for this page even if it cannot be kept.
      }
      box.remove();
      onChoice(choice);
    });
    return b;
  };
  row.append(button(words.decline, 'declined', false), button(words.accept, 'accepted', true));
  box.append(text, row);
  document.body.append(box);
}
