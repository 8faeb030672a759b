import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../provider';
import { AuthOverlaysGate } from './auth-overlays-gate';

describe('the auth overlays on the server', () => {
  it.each([true, false])('render nothing, so the hydrated page matches the server HTML (server-rendered: %s)', (serverRendered) => {
    const html = renderToString(
      <AppProvider>
        <AuthOverlaysGate serverRendered={serverRendered} />
      </AppProvider>,
    );

    expect(html).toBe('');
  });
});
