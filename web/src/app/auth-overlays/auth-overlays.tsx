import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/use-messages';
import { overlayMessages } from './messages';
import { authOverlay, stuckOverlayAfterMs, type OverlayFacts } from './overlay-rules';
import { pageShowsContent, recoverAndReload, sinceRefreshMs } from './page-facts';
import { watchAuthOverlay } from './watch-overlay';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The facts as the browser sees them now, while auth loads; the page is only inspected once it matters (3 s). */
function readFacts(serverRendered: boolean, startedAt: number): OverlayFacts {
  const elapsedMs = performance.now() - startedAt;
  return {
    authLoading: true,
    serverRendered,
    elapsedMs,
    contentShown: elapsedMs >= stuckOverlayAfterMs && pageShowsContent(document),
    sinceRefreshMs: sinceRefreshMs(sessionStorageOrUndefined(), Date.now()),
  };
}

// Above the header, the sticky bars and toasts.
const cover = { zIndex: 80 } as const;

/**
 * The app shell's auth overlays, mounted only while auth loads: 'Loading...' for at most the first second, and
 * 'Taking longer than expected' with Refresh Page (the recovery action) when auth hangs with nothing on screen.
 */
export function AuthOverlays({ serverRendered, startedAt }: { serverRendered: boolean; startedAt: number }) {
  const t = useMessages(overlayMessages);
  const [overlay, setOverlay] = useState(() => authOverlay(readFacts(serverRendered, startedAt)));

  useEffect(() => watchAuthOverlay(() => readFacts(serverRendered, startedAt), setOverlay), [serverRendered, startedAt]);

  if (overlay === 'loading') return <Spinner label={t('loading')} className="loading-screen" style={cover} />;
  if (overlay !== 'stuck') return null;
  return (
    <section className="status-screen loading-screen" style={cover} role="alertdialog" aria-labelledby="stuck-title" aria-describedby="stuck-text">
      <h1 id="stuck-title">{t('stuckTitle')}</h1>
      <p id="stuck-text">{t('stuckText')}</p>
      <Button onClick={() => recoverAndReload(sessionStorageOrUndefined(), window.location, Date.now())}>{t('refreshPage')}</Button>
    </section>
  );
}
