import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadAuthLayer } from '@/lib/auth/session-store';
import type { SecurityCheck } from '@/lib/auth/use-security-check';
import { toast } from '@/lib/toast-store';
import { useAuthFeedback } from '../hooks/use-auth-feedback';
import { useBusy } from '../hooks/use-busy';
import { hidesAccountOnResend, isExistingAccount, maskConfirmError } from '../utils/auth-error';
import { CodeStep } from './code-step';
import { EmailSignInForm, EmailSignUpForm, type EmailSignUpValues } from './email-forms';
import { Tabs } from './tabs';

type Mode = 'signIn' | 'signUp';
/** The code step remembers the password, so confirming can sign straight in. */
type Step = { kind: 'form' } | { kind: 'code'; email: string; password: string };

export function EmailPanel({ security }: { security: SecurityCheck }) {
  const { t, fail, notify } = useAuthFeedback();
  const [mode, setMode] = useState<Mode>('signIn');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, run] = useBusy();
  const checking = security.state === 'pending' || security.state === 'verifying';

  const toCodeStep = (email: string, password: string) => {
    notify('checkEmailTitle', 'checkEmailText');
    setStep({ kind: 'code', email, password });
  };

  const signIn = (email: string, password: string) =>
    security.guard('login', () =>
      run(async () => {
        try {
          const auth = await loadAuthLayer();
          // 'signedIn' needs nothing more: the page leaves for / as soon as the session says so.
          if ((await auth.signInWithEmail(email, password)) !== 'confirmSignUp') return;
          // The right password for an account never confirmed: send a fresh code and finish the sign-up.
          await auth.resendCode(email);
          toCodeStep(email, password);
        } catch (error) {
          fail('signInFailed', error);
        }
      }),
    );

  const signUp = (values: EmailSignUpValues) => {
    const fullName = values.fullName.trim();
    const country = values.country.trim();
    if (!fullName || !country) {
      toast({ title: t('missingTitle'), description: t('missingText'), variant: 'destructive' });
      return;
    }
    return security.guard('register', () =>
      run(async () => {
        try {
          await (await loadAuthLayer()).signUpWithEmail({ email: values.email, password: values.password, fullName, country });
        } catch (error) {
          // A registered address gets the same answer as a new one (no code arrives), so sign-up cannot probe for accounts.
          if (!isExistingAccount(error)) return fail('signUpFailed', error);
        }
        toCodeStep(values.email, values.password);
      }),
    );
  };

  if (step.kind === 'code') {
    const confirm = (code: string) =>
      security.guard('verify_otp', () =>
        run(async () => {
          try {
            await (await loadAuthLayer()).confirmEmail(step.email, code, step.password);
          } catch (error) {
            fail('verifyFailed', maskConfirmError(error));
          }
        }),
      );
    const resend = () =>
      run(async () => {
        try {
          await (await loadAuthLayer()).resendCode(step.email);
        } catch (error) {
          if (!hidesAccountOnResend(error)) return fail('verifyFailed', error);
        }
        notify('checkEmailTitle', 'checkEmailText');
      });
    return (
      <CodeStep destination={step.email} busy={busy || checking} onSubmit={(code) => void confirm(code)}>
        <Button variant="ghost" disabled={busy} onClick={() => void resend()}>
          {t('resendCode')}
        </Button>
        <Button variant="ghost" onClick={() => setStep({ kind: 'form' })}>
          {t('back')}
        </Button>
      </CodeStep>
    );
  }

  return (
    <Tabs
      label={t('emailModes')}
      className="auth-subtabs"
      tabs={[
        { value: 'signIn', label: t('signInTab') },
        { value: 'signUp', label: t('signUpTab') },
      ]}
      value={mode}
      onChange={setMode}
    >
      {mode === 'signIn' ? (
        <EmailSignInForm busy={busy || checking} onSubmit={(email, password) => void signIn(email, password)} />
      ) : (
        <EmailSignUpForm busy={busy || checking} onSubmit={(values) => void signUp(values)} />
      )}
    </Tabs>
  );
}
