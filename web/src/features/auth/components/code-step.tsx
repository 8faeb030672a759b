import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../messages';

export interface CodeStepProps {
  destination: string;
  busy: boolean;
  onSubmit(code: string): void;
  /** The secondary actions under the form (resend, back). */
  children?: ReactNode;
}

/** The 6-digit code form shared by the email and phone steps (storefront §5: the code is required, 6 digits). */
export function CodeStep({ destination, busy, onSubmit, children }: CodeStepProps) {
  const t = useMessages(authMessages);
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(code)) onSubmit(code);
  };
  return (
    <form className="auth-form" onSubmit={submit}>
      <p className="muted" id={`${id}-hint`}>
        {t('codeSentTo', { destination })}
      </p>
      <div className="field">
        <label htmlFor={id}>{t('code')}</label>
        <input
          id={id}
          name="code"
          className="auth-code-input"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          minLength={6}
          maxLength={6}
          required
          aria-describedby={`${id}-hint`}
          autoFocus
        />
      </div>
      <Button type="submit" disabled={busy || code.length !== 6}>
        {t('verifyCode')}
      </Button>
      <div className="auth-secondary">{children}</div>
    </form>
  );
}
