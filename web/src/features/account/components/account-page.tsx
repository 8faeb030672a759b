import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { AccountNav } from '@/components/account/account-nav';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { useSignInHref } from '@/lib/auth/use-sign-in-href';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { useMessages } from '@/lib/i18n/use-messages';
import { useProfile } from '../api/use-profile';
import { accountMessages } from '../messages';
import '../account.css';
import { ProfileView } from './profile-view';

// Editing needs the phone library (about 37 KB gzip); viewing does not.
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));

/** /account: the profile, viewed and edited, and Sign Out. Visitors who are not signed in are sent to /auth, and come back here once signed in. */
export function AccountPage() {
  const t = useMessages(accountMessages);
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const userId = session.status === 'signedIn' ? session.user.userId : null;
  const profile = useProfile(userId);
  const [editing, setEditing] = useState(false);
  const signInHref = useSignInHref();

  if (session.status === 'anonymous') return <Navigate to={signInHref} replace />;

  const onSignOut = async () => {
    await signOut();
    navigate(getHref('home'), { replace: true });
  };

  return (
    <section className="account-page">
      <title>{t('pageTitle')}</title>
      <AccountNav />
      <h1>{t('heading')}</h1>
      <p className="muted">{t('intro')}</p>
      <div className="account-card">
        <h2>{t('profile')}</h2>
        {profile.data ? (
          editing ? (
            <Suspense fallback={<Spinner />}>
              <ProfileForm profile={profile.data} save={profile.save} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
          )
        ) : profile.error ? (
          <div className="account-error" role="alert">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void profile.retry()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
      {session.status === 'signedIn' && (
        <Button variant="secondary" className="account-sign-out" onClick={() => void onSignOut()}>
          {t('signOut')}
        </Button>
      )}
    </section>
  );
}
