import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRouteData } from './app/preload-route-data';
import { createRouter, routes } from './app/router';
import { resolveLazyRoutes } from './app/ssr/resolve-lazy-routes';
import type { SsrState } from './app/ssr/ssr-state';
import { preferencesAreDefault } from './lib/preferences';
import { scheduleTracking } from './features/tracking/schedule-tracking';
import { afterLoadAndIdle } from './lib/after-load-and-idle';

/** Starts the SPA: adopts server-rendered HTML when it matches this visitor, renders afresh otherwise. */
export async function boot(root: HTMLElement, ssr: SsrState | undefined): Promise<void> {
  // The service worker (docs/service-worker.md), after load and idle so its precaching never competes with the first
  // render. Written inline because the home page's initial JS is at its budget. The dev server has no /sw.js; a browser
  // without service workers, or outside a secure context, has no navigator.serviceWorker and uses the network alone.
  if (import.meta.env.PROD) afterLoadAndIdle(() => navigator.serviceWorker?.register('/sw.js'));
  if (ssr && preferencesAreDefault()) {
    // Server-rendered in this visitor's language and currency: adopt the HTML. Hydrating inside a transition
    // lets React yield every few milliseconds, so the page stays responsive while it becomes interactive.
    await resolveLazyRoutes(routes, window.location.pathname);
    const router = createRouter();
    scheduleTracking(router);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} ssr={ssr} />
        </StrictMode>,
      );
    });
  } else {
    // No server HTML, or it shows another language or currency: render afresh (the server's data still seeds SWR).
    if (!ssr) preloadRouteData(window.location.pathname);
    const router = createRouter();
    scheduleTracking(router);
    createRoot(root).render(
      <StrictMode>
        <App router={router} ssr={ssr} />
      </StrictMode>,
    );
  }
}
