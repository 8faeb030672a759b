import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { loadAuthLayer } from '@/lib/auth/session-store';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import { accountMessages } from '../messages';

export interface PhoneVerificationProps {
  phone: string;
  /** Whether a code is already on its way (just saved); otherwise the first thing is to ask for one. */
  codeSent: boolean;
  onVerified(): void;
  onClose(): void;
}

/**
 * The code the user pool sent to the profile's phone, typed back: the number then signs in to this account (phone
 * sign-in finds the account whose verified number matches). A number another account verified first is refused.
 */
export function PhoneVerification({ phone, codeSent, onVerified, onClose }: PhoneVerificationProps) {
  const t = useMessages(accountMessages);
  const id = useId();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(codeSent);
  const [busy, setBusy] = useState(false);

  const failure = (error: unknown) => {
    const name = (error as Error).name;
    const description =
      name === 'AliasExistsException' ? t('phoneInUse') : name === 'CodeMismatchException' ? t('wrongCode') : name === 'ExpiredCodeException' ? t('expiredCode') : (error as Error).message;
    toast({ title: t('verifyFailed'), description, variant: 'destructive' });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      await (await loadAuthLayer()).resendPhoneCode();
      setSent(true);
      toast({ title: t('codeSentTitle'), description: t('codeSentText', { phone }), variant: 'success' });
    });
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return;
    void run(async () => {
      await (await loadAuthLayer()).verifyPhone(code);
      toast({ title: t('verifiedTitle'), description: t('verifiedText', { phone }), variant: 'success' });
      onVerified();
    });
  };

  return (
    <form className="account-form" onSubmit={verify} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('verifyHeading')}</h3>
      <p className="muted" id={`${id}-hint`}>
        {sent ? t('verifyIntro', { phone }) : t('verifyAsk', { phone })}
      </p>
      {sent && (
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('code')}</label>
          <input
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            aria-describedby={`${id}-hint`}
            autoFocus
          />
        </div>
      )}
      <div className="account-actions">
        {sent ? (
          <Button type="submit" disabled={busy || code.length !== 6}>
            {t('verify')}
          </Button>
        ) : null}
        <Button variant={sent ? 'ghost' : 'primary'} disabled={busy} onClick={() => void sendCode()}>
          {sent ? t('resend') : t('sendCode')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('later')}
        </Button>
      </div>
    </form>
  );
}
