import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { loadAuthLayer } from '@/lib/auth/session-store';
import { useSecurityCheck } from '@/lib/auth/use-security-check';
import { useSession } from '@/lib/auth/use-session';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../messages';
import { safeReturnPath } from '../utils/return-path';
import '../auth.css';
import { EmailPanel } from './email-panel';
import { GoogleButton } from './google-button';
import { SecurityCheckPanel } from './security-check-panel';
import { Tabs } from './tabs';

type Method = 'email' | 'phone';

// The phone library's metadata (about 37 KB gzip) loads when the Phone tab opens, not with the screen.
const PhonePanel = lazy(() => import('./phone-panel').then((m) => ({ default: m.PhonePanel })));

/**
 * /auth: Google, then email (sign in / sign up) or phone. A visitor who is signed in, or signs in here by any of them,
 * goes back to the page that sent them (`?next=/p/elden-ring`, checked by `safeReturnPath`), or to / without one.
 */
export function AuthPage() {
  const t = useMessages(authMessages);
  const session = useSession();
  const security = useSecurityCheck();
  const [method, setMethod] = useState<Method>('email');
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));

  useEffect(() => {
    // Fetch Amplify while the visitor types, so the first submit does not wait for it; a failure is retried on submit.
    loadAuthLayer().catch(() => undefined);
  }, []);

  if (session.status === 'signedIn') return <Navigate to={next ?? getHref('home')} replace />;
  return (
    <section className="auth-page">
      <title>{t('pageTitle')}</title>
      <div className="auth-card">
        <h1>{t('heading')}</h1>
        <p className="muted">{t('intro')}</p>
        <SecurityCheckPanel security={security} />
        <GoogleButton security={security} next={next} />
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
