import { useId, useState, type FormEvent } from 'react';
import { passwordPolicy } from '../../../../../shared/auth/password-policy';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../messages';
import { CountrySelect } from '@/components/ui/country-select';

export interface EmailSignUpValues {
  fullName: string;
  country: string;
  email: string;
  password: string;
}

function EmailAndPassword({ id, newPassword }: { id: string; newPassword: boolean }) {
  const t = useMessages(authMessages);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete={newPassword ? 'email' : 'username'} required maxLength={254} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          required
          maxLength={256}
          aria-describedby={newPassword ? `${id}-password-hint` : undefined}
        />
        {newPassword && (
          <p className="field-hint" id={`${id}-password-hint`}>
            {t('passwordHint', { min: passwordPolicy.minLength })}
          </p>
        )}
      </div>
    </>
  );
}

const read = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

export function EmailSignInForm({ busy, onSubmit }: { busy: boolean; onSubmit(email: string, password: string): void }) {
  const t = useMessages(authMessages);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(read(event.currentTarget, 'email').trim(), read(event.currentTarget, 'password'));
  };
  return (
    <form className="auth-form" onSubmit={submit}>
      <EmailAndPassword id={id} newPassword={false} />
      <Button type="submit" disabled={busy}>
        {t('signIn')}
      </Button>
    </form>
  );
}

/** Sign-up with the two fields storefront §5 adds: full name and country, both checked after trimming. */
export function EmailSignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit(values: EmailSignUpValues): void }) {
  const t = useMessages(authMessages);
  const id = useId();
  const [country, setCountry] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmit({ fullName: read(form, 'fullName'), country, email: read(form, 'email').trim(), password: read(form, 'password') });
  };
  return (
    // Name and country are not `required` for the browser: a blank one gets the spec's 'Missing information' toast.
    <form className="auth-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('fullName')}</label>
        <input id={`${id}-name`} name="fullName" autoComplete="name" maxLength={100} aria-required="true" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('country')}</label>
        <CountrySelect id={`${id}-country`} name="country" value={country} onChange={setCountry} autoComplete="country" placeholder={t('chooseCountry')} />
      </div>
      <EmailAndPassword id={id} newPassword />
      <Button type="submit" disabled={busy}>
        {t('signUp')}
      </Button>
    </form>
  );
}
