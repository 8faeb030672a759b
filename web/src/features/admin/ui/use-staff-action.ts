import { useCallback, useState } from 'react';
import { notifyError, notifySuccess } from './notify';

export interface StaffActionMessages<R> {
  /** Back-office §8's success toast; a function gets the answer ('Added 3 keys successfully'). */
  success?: string | ((result: R) => string);
  /** Back-office §8's failure toast ('Failed to update order'). */
  failure: string;
  generic?: boolean;
}

/**
 * Runs a staff write with the back office's manners: `pending` while it runs (buttons say 'Updating...'), the §8 toast
 * after, and the result or `undefined` on failure. Nothing is retried (§8).
 */
export function useStaffAction<A extends unknown[], R>(action: (...args: A) => Promise<R>, messages: StaffActionMessages<R>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setPending(true);
      try {
        const result = await action(...args);
        const success = typeof messages.success === 'function' ? messages.success(result) : messages.success;
        if (success) notifySuccess(success);
        return result;
      } catch (error) {
        notifyError(messages.failure, error, { generic: messages.generic });
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [action, messages],
  );
  return { run, pending };
}
