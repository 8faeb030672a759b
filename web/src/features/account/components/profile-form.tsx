import type { CountryCode } from 'libphonenumber-js/min';
import { useId, useState, type FormEvent } from 'react';
import type { Profile, ProfileUpdate, SavedProfile } from '../../../../../shared/auth/profile';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { phoneLimits, toE164 } from '@/lib/auth/phone-number';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import { accountMessages } from '../messages';
import { CountrySelect } from '@/components/ui/country-select';

export interface ProfileFormProps {
  profile: Profile;
  save(update: ProfileUpdate): Promise<SavedProfile>;
  /** Closes the form; with the saved profile when it was saved (its phone may want verifying next). */
  onDone(saved?: SavedProfile): void;
}

/** Edits name, country and phone (`PUT /api/account/profile`); email belongs to sign-in and is not edited here. */
export function ProfileForm({ profile, save, onDone }: ProfileFormProps) {
  const t = useMessages(accountMessages);
  const id = useId();
  const [fullName, setFullName] = useState(profile.fullName ?? '');
  const [country, setCountry] = useState(profile.country ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !country) {
      toast({ title: t('missingTitle'), description: t('missingText'), variant: 'destructive' });
      return;
    }
    // A number without a leading + is read in the profile's country (or the US), as the sign-in screen does.
    const e164 = phone.trim() ? toE164(phone, (country || 'US') as CountryCode) : null;
    if (phone.trim() && !e164) {
      toast({ title: t('saveFailed'), description: t('invalidPhone'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const saved = await save({ fullName: fullName.trim(), country, phone: e164 });
      const { phoneVerification } = saved;
      if (phoneVerification === 'in-use') toast({ title: t('savedTitle'), description: t('phoneInUse'), variant: 'destructive' });
      else if (phoneVerification === 'unsynced') toast({ title: t('savedTitle'), description: t('phoneUnsynced'), variant: 'destructive' });
      else toast({ title: t('savedTitle'), description: phoneVerification === 'code-sent' ? t('savedVerifyText') : t('savedText'), variant: 'success' });
      onDone(saved);
    } catch (error) {
      const detail = isApiError(error) ? (error.fieldErrors[0]?.message ?? error.problem.detail ?? error.problem.title) : undefined;
      toast({ title: t('saveFailed'), description: detail, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('fullName')}</label>
        <input id={`${id}-name`} value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" maxLength={100} aria-required="true" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('country')}</label>
        <CountrySelect id={`${id}-country`} value={country} onChange={setCountry} placeholder={t('chooseCountry')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t('phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          autoComplete="tel"
          maxLength={phoneLimits.maxInputLength}
          aria-describedby={`${id}-phone-hint`}
        />
        <p className="field-hint" id={`${id}-phone-hint`}>
          {t('phoneHint')}
        </p>
      </div>
      <div className="account-actions">
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
