import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowedRedirect, googleAuthorizePage } from './google-authorize-page';

describe('the local Google stand-in page', () => {
  it.each<[string, string | null, boolean]>([
    ["the SPA's own callback", 'https://shop.test/auth/callback', true],
    ['the local stack', 'http://localhost:3000/auth/callback', true],
    ['the Vite dev server', 'http://127.0.0.1:5173/auth/callback', true],
    ['another site', 'https://evil.test/auth/callback', false],
    ['a look-alike of the SPA', 'https://shop.test.evil.test/auth/callback', false],
    ['a script URL', 'javascript:alert(1)', false],
    ['nothing', null, false],
    ['the origin the page was opened at, another name for the store', 'http://neonkeys.lan:3000/auth/callback', true],
    ['another port on that host', 'http://neonkeys.lan:4000/auth/callback', false],
  ])('accepts %s as redirect: %s', (_case, uri, allowed) => {
    expect(allowedRedirect(uri, 'https://shop.test', 'http://neonkeys.lan:3000') !== null).toBe(allowed);
  });

  it('has no script, allows its one stylesheet by hash, and lets the form end up only at the redirect origin', () => {
    const page = googleAuthorizePage({ redirectUri: new URL('https://shop.test/auth/callback'), state: '"><script>x</script>' });
    const csp = page.headers['content-security-policy']!;
    const style = /<style>(.*?)<\/style>/.exec(page.body)![1]!;

    expect(page.body).not.toMatch(/<script/i);
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("form-action 'self' https://shop.test");
    expect(csp).toContain("default-src 'none'");
  });
});
