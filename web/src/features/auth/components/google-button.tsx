import { Button } from '@/components/ui/button';
import { loadAuthLayer } from '@/lib/auth/session-store';
import type { SecurityCheck } from '@/lib/auth/use-security-check';
import { useAuthFeedback } from '../hooks/use-auth-feedback';
import { useBusy } from '../hooks/use-busy';
import { rememberReturnPath } from '../utils/pending-return';

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z" />
    <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
    <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
  </svg>
);

/**
 * 'Continue with Google': Cognito's hosted UI on AWS, the local stand-in's form on one machine. The page to return to
 * waits in session storage for /auth/callback, the same way on both paths.
 */
export function GoogleButton({ security, next }: { security: SecurityCheck; next: string | null }) {
  const { t, fail } = useAuthFeedback();
  const [busy, run] = useBusy();
  const start = () =>
    security.guard('google_signin', () =>
      run(async () => {
        try {
          rememberReturnPath(next);
          await (await loadAuthLayer()).startGoogle();
        } catch (error) {
          fail('googleFailed', error);
        }
      }),
    );
  return (
    <Button variant="secondary" className="auth-google" disabled={busy} onClick={() => void start()}>
      <GoogleMark />
      {t('google')}
    </Button>
  );
}
