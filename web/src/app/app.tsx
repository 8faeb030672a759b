import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthOverlaysGate } from './auth-overlays/auth-overlays-gate';
import type { createRouter } from './router';
import { AppProvider } from './provider';
import type { SsrState } from './ssr/ssr-state';

export interface AppProps {
  router: ReturnType<typeof createRouter>;
  ssr?: SsrState | undefined;
}

export function App({ router, ssr }: AppProps) {
  useEffect(() => {
    // Server HTML looks ready before it is: this marks the moment it answers clicks (browser tests wait for it).
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProvider ssr={ssr}>
      <RouterProvider router={router} />
      <AuthOverlaysGate serverRendered={ssr !== undefined} />
    </AppProvider>
  );
}
