import { useCallback } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import { authMessages } from '../messages';
import { describeAuthError } from '../utils/auth-error';

type Key = keyof (typeof authMessages)['en'];

/** Storefront §8's auth toasts: failures carry the backend's message, successes a fixed line. */
export function useAuthFeedback() {
  const t = useMessages(authMessages);
  const fail = useCallback(
    (title: Key, error: unknown) => {
      const view = describeAuthError(error);
      const description = view.kind === 'message' ? view.text : t(view.kind === 'network' ? 'networkError' : 'unknownError');
      toast({ title: t(title), description, variant: 'destructive' });
    },
    [t],
  );
  const notify = useCallback((title: Key, text: Key) => toast({ title: t(title), description: t(text), variant: 'success' }), [t]);
  return { t, fail, notify };
}
