import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { Button } from '@/components/ui/button';
import type { AuthStep } from '@/lib/auth/amplify-layer';
import { loadAuthLayer } from '@/lib/auth/session-store';
import type { SecurityCheck } from '@/lib/auth/use-security-check';
import { usePreferences } from '@/lib/preferences';
import { useAuthFeedback } from '../hooks/use-auth-feedback';
import { useBusy } from '../hooks/use-busy';
import { defaultPhoneCountry, formatPhoneInput, phoneCountryOptions, phoneLimits, toE164 } from '@/lib/auth/phone-number';
import { CodeStep } from './code-step';

/** Storefront §4 Phone sign-in: enter the phone; on success the code step; Back returns to phone entry. */
export function PhonePanel({ security }: { security: SecurityCheck }) {
  const { t, fail, notify } = useAuthFeedback();
  const { language } = usePreferences();
  const id = useId();
  const [country, setCountry] = useState<CountryCode>(defaultPhoneCountry);
  const [text, setText] = useState('');
  const [sent, setSent] = useState<{ phone: string; step: AuthStep } | null>(null);
  const [busy, run] = useBusy();
  const options = useMemo(() => phoneCountryOptions(language), [language]);
  const checking = security.state === 'pending' || security.state === 'verifying';

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const phone = toE164(text, country);
    if (!phone) return fail('phoneFailed', new Error(t('invalidPhone')));
    return security.guard('phone_login', () =>
      run(async () => {
        try {
          const step = await (await loadAuthLayer()).startPhone(phone);
          notify('otpTitle', 'otpText');
          setSent({ phone, step });
        } catch (error) {
          fail('phoneFailed', error);
        }
      }),
    );
  };

  if (sent) {
    const verify = (code: string) =>
      security.guard('verify_otp', () =>
        run(async () => {
          try {
            const step = await (await loadAuthLayer()).confirmPhone(sent.phone, code, sent.step);
            if (step === 'signedIn') return;
            // The sign-up is confirmed but signing in needed a second code (no session came back with the first).
            notify('otpTitle', 'otpText');
            setSent({ phone: sent.phone, step });
          } catch (error) {
            fail('verifyFailed', error);
          }
        }),
      );
    return (
      <CodeStep key={sent.step} destination={sent.phone} busy={busy || checking} onSubmit={(code) => void verify(code)}>
        <Button variant="ghost" onClick={() => setSent(null)}>
          {t('backToPhone')}
        </Button>
      </CodeStep>
    );
  }

  return (
    <form className="auth-form" onSubmit={sendCode}>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t('phone')}</label>
        <div className="phone-input">
          <select
            aria-label={t('phoneCountry')}
            value={country}
            onChange={(e) => {
              const next = e.target.value as CountryCode;
              setCountry(next);
              setText((current) => formatPhoneInput(current, next));
            }}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={phoneLimits.maxInputLength}
            value={text}
            onChange={(e) => setText((current) => formatPhoneInput(e.target.value, country, current))}
          />
        </div>
      </div>
      <Button type="submit" disabled={busy || checking}>
        {t('sendCode')}
      </Button>
    </form>
  );
}
