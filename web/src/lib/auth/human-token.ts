import type { AuthClientConfig } from '../../../../shared/auth/auth-client-config';
import type { HumanAction } from '../../../../shared/auth/human-verification';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let script: Promise<Grecaptcha> | undefined;

/** reCAPTCHA v3's script, added on the first guarded action rather than on every page. */
function loadRecaptcha({ siteKey, scriptUrl }: AuthClientConfig['humanVerification']): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`;
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

/** A reCAPTCHA v3 token for `POST /api/verify-human`, minted for this action. */
export async function humanToken(config: AuthClientConfig['humanVerification'], action: HumanAction): Promise<string> {
  const grecaptcha = await loadRecaptcha(config);
  return grecaptcha.execute(config.siteKey, { action });
}
