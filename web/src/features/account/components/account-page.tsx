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
import { PhoneVerification } from './phone-verification';
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
  // 'sent': the save just sent the new phone a code; 'ask': the shopper asked to verify the phone they have.
  const [mode, setMode] = useState<'view' | 'edit' | { verify: 'sent' | 'ask' }>('view');
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
          mode === 'edit' ? (
            <Suspense fallback={<Spinner />}>
              <ProfileForm
                profile={profile.data}
                save={profile.save}
                onDone={(saved) => setMode(saved?.phoneVerification === 'code-sent' ? { verify: 'sent' } : 'view')}
              />
            </Suspense>
          ) : mode !== 'view' && profile.data.phone && !profile.data.phoneVerified ? (
            <PhoneVerification
              phone={profile.data.phone}
              codeSent={mode.verify === 'sent'}
              onVerified={() => {
                setMode('view');
                void profile.phoneVerified();
              }}
              onClose={() => setMode('view')}
            />
          ) : (
            <ProfileView profile={profile.data} onEdit={() => setMode('edit')} onVerifyPhone={() => setMode({ verify: 'ask' })} />
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
