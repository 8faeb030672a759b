import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { loadAuthLayer } from '@/lib/auth/session-store';
import { useSecurityCheck } from '@/lib/auth/use-security-check';
import { useSession } from '@/lib/auth/use-session';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../messages';
import '../auth.css';
import { EmailPanel } from './email-panel';
import { GoogleButton } from './google-button';
import { SecurityCheckPanel } from './security-check-panel';
import { Tabs } from './tabs';

type Method = 'email' | 'phone';

// The phone library's metadata (about 37 KB gzip) loads when the Phone tab opens, not with the screen.
const PhonePanel = lazy(() => import('./phone-panel').then((m) => ({ default: m.PhonePanel })));

/** Where `?next=` may send a visitor after signing in: a path of this site only, never another origin. */
const returnPath = (next: string | null) => (next && /^\/(?![/\\])/.test(next) ? next : null);

/**
 * /auth: Google, then email (sign in / sign up) or phone. A visitor who is signed in, or signs in here, goes to /, or
 * back to the page that sent them (`?next=/checkout`).
 */
export function AuthPage() {
  const t = useMessages(authMessages);
  const session = useSession();
  const security = useSecurityCheck();
  const [method, setMethod] = useState<Method>('email');
  const [params] = useSearchParams();

  useEffect(() => {
    // Fetch Amplify while the visitor types, so the first submit does not wait for it; a failure is retried on submit.
    loadAuthLayer().catch(() => undefined);
  }, []);

  if (session.status === 'signedIn') return <Navigate to={returnPath(params.get('next')) ?? getHref('home')} replace />;
  return (
    <section className="auth-page">
      <title>{t('pageTitle')}</title>
      <div className="auth-card">
        <h1>{t('heading')}</h1>
        <p className="muted">{t('intro')}</p>
        <SecurityCheckPanel security={security} />
        <GoogleButton security={security} />
        <p className="auth-divider">
          <span>{t('or')}</span>
        </p>
        <Tabs
          label={t('methods')}
          tabs={[
            { value: 'email', label: t('tabEmail') },
            { value: 'phone', label: t('tabPhone') },
          ]}
          value={method}
          onChange={setMethod}
        >
          {method === 'email' ? (
            <EmailPanel security={security} />
          ) : (
            <Suspense fallback={<Spinner />}>
              <PhonePanel security={security} />
            </Suspense>
          )}
        </Tabs>
      </div>
    </section>
  );
}
