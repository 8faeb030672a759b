import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { toast } from '@/lib/toast-store';
import { serverMessage } from '../ui/notify';

/** Intelligence §8's failure toasts: the title, and the server's message or the screen's fallback as the text. */
export const failureToast =
  (title: string, fallback: string) =>
  (error: unknown): void =>
    void toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });

/**
 * A Re-analyze or Refresh button: asks again with `fresh=true` and puts the answer in the cache. A failure keeps the
 * last answer on screen and reports through `onError`.
 */
export function useRerun<T>(mutate: KeyedMutator<T>, fetchFresh: () => Promise<T>, onError: (error: unknown) => void) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await mutate(await fetchFresh(), { revalidate: false });
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };
  return { pending, run: () => void run() };
}
