import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/auth/use-session';

// The clock starts with the app, as auth loading does (the session store reads storage on the first render):
// a slow download before that is not auth taking long.
const appStartedAt = typeof performance === 'undefined' ? 0 : performance.now();

// Only a visitor with a stored session ever waits for auth, so only they download the overlays.
const AuthOverlays = lazy(() => import('./auth-overlays').then((m) => ({ default: m.AuthOverlays })));

const noSubscription = () => () => undefined;

/**
 * Mounts the app shell's auth overlays while a stored session is being restored. Renders nothing on the server and
 * during hydration (where every session reads as loading: the server cannot see storage), and nothing for a visitor
 * without a stored session, whose auth settles on the first read; so server-rendered pages hydrate unchanged.
 */
export function AuthOverlaysGate({ serverRendered }: { serverRendered: boolean }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const authLoading = useSession().status === 'loading';
  if (!hydrated || !authLoading) return null;
  return (
    <Suspense fallback={null}>
      <AuthOverlays serverRendered={serverRendered} startedAt={appStartedAt} />
    </Suspense>
  );
}
