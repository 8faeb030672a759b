import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyOnlyFiles, type BuiltOutput } from './lazy-only-files.ts';

/**
 * Code a shopper's visit must not download ahead of need: the back office (staff only, a third of all the bytes) and
 * the tracking module (a browser sending Global Privacy Control, or a visitor who declined, never fetches it).
 */
const leftToTheNetwork = (moduleId: string) => /\/web\/src\/(features\/(admin|tracking)\/|app\/admin-)/.test(moduleId);

/**
 * Builds `/sw.js` with Workbox (see docs/service-worker.md): it precaches the storefront's hashed scripts and
 * stylesheets and serves them cache-first, and handles nothing else, so pages, `/api/*` answers and anything
 * user-specific always come from the network. No skipWaiting or clientsClaim: a new worker waits until no tab runs the
 * old build, so an open tab keeps every file of its build.
 */
export function serviceWorker(): Plugin[] {
  let leftOut = new Set<string>();
  const selectPrecache: Plugin = {
    name: 'neonkeys:precache-selection',
    apply: 'build',
    generateBundle(_options, bundle) {
      leftOut = lazyOnlyFiles(bundle as unknown as BuiltOutput, leftToTheNetwork);
    },
  };
  return [
    selectPrecache,
    ...VitePWA({
      // The page registers it itself, after load and idle, in a few bytes (web/src/boot.tsx).
      injectRegister: false,
      manifest: false,
      registerType: 'prompt',
      workbox: {
        mode: 'production',
        globPatterns: ['assets/*.{js,css}', '*.svg'],
        // Pages are server-rendered with live prices and stock, and a new deploy's page names the new files: a
        // precached index.html answering navigations would pin visitors to an old build and drop the server's HTML.
        navigateFallback: null,
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !leftOut.has(entry.url)), warnings: [] })],
      },
    }),
  ];
}
