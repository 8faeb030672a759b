import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './build/service-worker.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Vite writes the stylesheet after the entry script and its module preloads. The stylesheet is the one
 * render-blocking request of a server-rendered page, so it goes first, ahead of the script downloads.
 */
const stylesheetFirst: Plugin = {
  name: 'neonkeys:stylesheet-first',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      let out = html;
      for (const sheet of sheets) out = out.replace(sheet, '');
      return out.replace(/(\s*)<script type="module"/, `${sheets.join('')}$1<script type="module"`);
    },
  },
};

export default defineConfig({
  root,
  plugins: [react(), stylesheetFirst, ...serviceWorker()],
  // `@/lib/…` is web/src/lib/…, as tsconfig's paths say; esbuild (the page renderer's bundle) and tsx read those.
  resolve: { alias: { '@/': `${root}src/` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keeps the budget check honest: a warning if any single chunk grows past the whole initial budget.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The shell's small shared modules in one chunk. Left alone, Rolldown splits them into a chunk per set of
          // lazy screens that import them (sign-in, account, admin each reach a different subset), and the extra
          // requests and lost compression cost about 3 KB gzip of the initial budget.
          groups: [
            {
              name: 'shell',
              // The cart's store (the header's badge) rides along, and so do Price and ProductImage: the home page shows
              // them, and now that the cart and orders share them too, Rolldown would otherwise give each its own file. The
              // rating, the header's account corner and the small hooks the home page's header and cards share join for the same reason,
              // as do the home data hook, the card skeleton and the consent rule: each was a file of under 300 bytes of its own.
              // The country select stays out: only sign-up and the account's profile show it, and it carries the list of
              // every country (about 1 KB gzip the home page never used).
              test: /web\/src\/(components\/(ui\/(?!country-select)|messages|icons|price|product-image|rating-(summary|stars))|lib\/(analytics|toast-store|cn|ssr-hints|use-media-query|i18n\/(use-messages|localized|product-type-labels)|api-client|api-error|use-api|auth\/(session-store|use-session|use-sign-in-href)|cart\/(cart-store|cart-lines))|config\/(paths|categories)|app\/shell\/(messages|user-menu-slot|preferences-menu|use-header-menu)|features\/catalog\/(api\/use-home|components\/product-card-skeleton))|shared\/tracking\/consent|node_modules\/swr\//,
              priority: 10,
            },
            {
              // React DOM whole: split by its entry points it was three files (the client, the shared DOM part and a
              // one-line re-export), each paid for separately in the initial budget.
              name: 'react-dom',
              test: /node_modules\/(react-dom|scheduler)\//,
              priority: 8,
            },
            {
              // The storefront's search (client, session, cache, the box's hook and highlighting) as one chunk, as it was
              // before the back office's Search Testing Suite shared the client: split in two, it cost the home page an
              // extra request and about half a kilobyte gzip of its initial budget.
              name: 'search-core',
              test: /web\/src\/(lib\/search\/|features\/search\/(messages|api\/|utils\/(search-cache|search-session|search-constants|search-suggestions|highlight-parts)|hooks\/(use-debounced-query|use-search)|components\/highlighted-text))|shared\/search\/(price-ranges|search-filters|search-request|product-search)|node_modules\/(@algolia\/(client-common|requester-browser-xhr)|algoliasearch\/dist\/lite)\//,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    // The local gateway serves the API, the local identity service, its outbox and the search engine (/1) on :3000; the dev server forwards
    // them so the SPA stays same-origin.
    proxy: { '/api': 'http://localhost:3000', '/_local': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/1': 'http://localhost:3000' },
  },
});
