import type { AuthClientConfig } from '../../../../shared/auth/auth-client-config';
import type { HumanAction } from '../../../../shared/auth/human-verification';

/** Local only: a test or a developer puts a score here to force a branch (e.g. `0.1` for the challenge). */
export const localScoreKey = 'neonkeys-local-human-score';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let script: Promise<Grecaptcha> | undefined;

/** reCAPTCHA v3's script, added on the first guarded action rather than on every page. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    tag.async = true;
    tag.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    tag.onerror = () => {
      script = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(tag);
  });
  return script;
}

function localToken(): string {
  let score = '0.9';
  try {
    const forced = sessionStorage.getItem(localScoreKey);
    if (forced !== null && forced.trim() !== '' && Number.isFinite(Number(forced))) score = forced.trim();
  } catch {
    // storage blocked: the default score
  }
  return `local:${score}`;
}

/** A token for `POST /api/verify-human` from the provider the config names. */
export async function humanToken(config: AuthClientConfig['humanVerification'], action: HumanAction): Promise<string> {
  if (config.kind === 'local') return localToken();
  const grecaptcha = await loadRecaptcha(config.siteKey);
  return grecaptcha.execute(config.siteKey, { action });
}
