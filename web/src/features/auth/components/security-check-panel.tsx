import { Button } from '@/components/ui/button';
import type { SecurityCheck } from '@/lib/auth/use-security-check';
import { useMessages } from '@/lib/i18n/use-messages';
import { authMessages } from '../messages';

/** Storefront §8's security screens: the challenge with 'Retry Verification', and the failed screen with 'Try Again'. */
export function SecurityCheckPanel({ security }: { security: SecurityCheck }) {
  const t = useMessages(authMessages);
  const { state } = security;
  if (state === 'pending' || state === 'verifying') {
    return (
      <p className="auth-security-note muted" role="status">
        {t('verifying')}
      </p>
    );
  }
  if (state === 'challenge') {
    return (
      <div className="auth-security" role="alert">
        <p>{t('challenge')}</p>
        <div className="auth-secondary">
          <Button onClick={() => void security.retry()}>{t('retryVerification')}</Button>
          <Button variant="ghost" onClick={security.reset}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className="auth-security" role="alert">
        <h2>{t('failedTitle')}</h2>
        <p>{t('failedIntro')}</p>
        <ul>
          <li>{t('reasonNetwork')}</li>
          <li>{t('reasonBrowser')}</li>
          <li>{t('reasonSuspicious')}</li>
        </ul>
        <div className="auth-secondary">
          <Button onClick={() => void security.retry()}>{t('tryAgain')}</Button>
          <Button variant="ghost" onClick={security.reset}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return null;
}
