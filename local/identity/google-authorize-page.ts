import { escapeHtml, htmlPage, type HtmlPage } from './html-page';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the stand-in may send an assertion: the SPA's origin, the origin this page itself was opened at (the store
 * reached by another host name), or any loopback origin (the Vite dev server).
 */
export function allowedRedirect(redirectUri: string | null, spaOrigin: string | undefined, pageOrigin?: string): URL | null {
  if (!redirectUri) return null;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === spaOrigin || url.origin === pageOrigin || loopbackHosts.has(url.hostname) ? url : null;
}

/** The local stand-in for Google's consent screen: who is signing in. */
export function googleAuthorizePage(fields: { redirectUri: URL; state: string; email?: string; name?: string; error?: string }): HtmlPage {
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  return htmlPage(
    'Sign in with Google (local stand-in)',
    `<h1>Sign in with Google</h1>
<p>Local stand-in: nothing leaves this machine. Enter who you want to be.</p>
${fields.error ? `<p class="error" role="alert">${escapeHtml(fields.error)}</p>` : ''}
<form method="post">
<input type="hidden" name="redirect_uri" value="${escapeHtml(fields.redirectUri.href)}">
<input type="hidden" name="state" value="${escapeHtml(fields.state)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required${value(fields.email)}>
<label for="name">Full name</label><input id="name" name="name" type="text" autocomplete="name" maxlength="100"${value(fields.name)}>
<button type="submit">Continue</button>
</form>`,
    { status: fields.error ? 400 : 200, formTargets: [fields.redirectUri.origin] },
  );
}

/** Back to the SPA with the assertion, the e-mail to sign in with, and the SPA's state. */
export function googleCallback(redirectUri: URL, assertion: string, email: string, state: string): string {
  const target = new URL(redirectUri.href);
  target.searchParams.set('local_google', assertion);
  target.searchParams.set('login_hint', email);
  target.searchParams.set('state', state);
  return target.href;
}
