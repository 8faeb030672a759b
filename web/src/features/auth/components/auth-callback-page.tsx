import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { loadAuthLayer } from '@/lib/auth/session-store';
import { Spinner } from '@/components/ui/spinner';
import { useAuthFeedback } from '../hooks/use-auth-feedback';
import { takeReturnPath } from '../utils/pending-return';

/**
 * /auth/callback, where Google sign-in comes back. On AWS, Amplify's OAuth listener exchanges the code as it
 * configures; locally the stand-in's assertion answers a custom challenge. Either way: back to the page the visitor
 * signed in from (remembered before the redirect), home without one, or back to /auth (still with it) on failure.
 */
export function AuthCallbackPage() {
  const { t, fail } = useAuthFeedback();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; an assertion or code is good for one use
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const next = takeReturnPath();
    void (async () => {
      try {
        const denied = params.get('error_description') ?? params.get('error');
        if (denied) throw new Error(denied);
        const auth = await loadAuthLayer();
        const assertion = params.get('local_google');
        if (auth.config.google.kind === 'local' && assertion) {
          await auth.finishLocalGoogle(params.get('login_hint') ?? '', assertion, params.get('state'));
        } else if (auth.config.google.kind === 'cognito' && params.has('code')) {
          await auth.redirectResult();
        } else if (!(await auth.currentUser())) {
          throw new Error(t('unknownError'));
        }
        navigate(next ?? getHref('home'), { replace: true });
      } catch (error) {
        fail('googleFailed', error);
        navigate(next ? getHref('auth', { next }) : getHref('auth'), { replace: true });
      }
    })();
  }, [fail, navigate, t]);

  return <Spinner className="page-spinner" label={t('callbackTitle')} />;
}
