import type { AccountProfile } from '../../../../../shared/auth/profile';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { accountMessages } from '../messages';

export function ProfileView({ profile, onEdit, onVerifyPhone }: { profile: AccountProfile; onEdit(): void; onVerifyPhone(): void }) {
  const t = useMessages(accountMessages);
  const { language } = usePreferences();
  const country = profile.country ? (new Intl.DisplayNames([language], { type: 'region' }).of(profile.country) ?? profile.country) : null;
  const rows: [string, string | null][] = [
    [t('fullName'), profile.fullName],
    [t('email'), profile.email],
    [t('country'), country],
    [t('memberSince'), new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(profile.createdAt))],
  ];
  return (
    <>
      <dl className="account-details">
        {rows.slice(0, 2).map(([label, value]) => (
          <Row key={label} label={label} value={value} empty={t('notSet')} />
        ))}
        <div>
          <dt>{t('phone')}</dt>
          <dd className={profile.phone ? undefined : 'muted'}>
            {profile.phone ?? t('notSet')}
            {profile.phone && (
              <span className="account-phone-status">
                {profile.phoneVerified ? (
                  <span className="account-badge account-badge-ok">{t('phoneVerified')}</span>
                ) : (
                  <>
                    <span className="account-badge">{t('phoneUnverified')}</span>
                    <Button variant="ghost" className="account-inline-action" onClick={onVerifyPhone}>
                      {t('verifyPhone')}
                    </Button>
                  </>
                )}
              </span>
            )}
          </dd>
        </div>
        {rows.slice(2).map(([label, value]) => (
          <Row key={label} label={label} value={value} empty={t('notSet')} />
        ))}
      </dl>
      <Button onClick={onEdit}>{t('edit')}</Button>
    </>
  );
}

function Row({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value ? undefined : 'muted'}>{value ?? empty}</dd>
    </div>
  );
}
