import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../provider';
import { routes } from '../router';
import type { SsrState } from './ssr-state';

export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root. */
  html: string;
}

const handler = createStaticHandler(routes);

/**
 * Renders one storefront URL to HTML with the same components the browser runs, waiting for every lazy
 * chunk and Suspense boundary so the markup is complete. Data comes in through `state.swr`, exactly as the
 * browser will find it when it hydrates.
 */
export async function renderPage(url: string, state: SsrState): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider ssr={state}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every boundary is complete before the first byte, so none may be outlined: an outlined boundary is
    // revealed by an inline script, which the CSP's `script-src 'self'` blocks, leaving its fallback on screen.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return { status: context.statusCode, html: html + decoder.decode() };
}
