import { useCallback } from 'react';
import { useMessages } from '../i18n/use-messages';
import { toast } from '../toast-store';
import { sessionMessages } from './messages';
import { signOut } from './session-store';

/** Signs out and says so with storefront §8's toast. */
export function useSignOut(): () => Promise<void> {
  const t = useMessages(sessionMessages);
  return useCallback(async () => {
    try {
      await signOut();
      toast({ title: t('signedOutTitle'), description: t('signedOutText'), variant: 'success' });
    } catch (error) {
      toast({ title: t('signOutFailed'), description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
    }
  }, [t]);
}
