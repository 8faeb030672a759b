import type { Profile } from '../../../../../shared/auth/profile';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { accountMessages } from '../messages';

export function ProfileView({ profile, onEdit }: { profile: Profile; onEdit(): void }) {
  const t = useMessages(accountMessages);
  const { language } = usePreferences();
  const country = profile.country ? (new Intl.DisplayNames([language], { type: 'region' }).of(profile.country) ?? profile.country) : null;
  const rows: [string, string | null][] = [
    [t('fullName'), profile.fullName],
    [t('email'), profile.email],
    [t('phone'), profile.phone],
    [t('country'), country],
    [t('memberSince'), new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(profile.createdAt))],
  ];
  return (
    <>
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value ? undefined : 'muted'}>{value ?? t('notSet')}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={onEdit}>{t('edit')}</Button>
    </>
  );
}
