import { useCallback, useState } from 'react';

/** A flag that is true while one of the form's actions runs, so its buttons cannot be pressed twice. */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
