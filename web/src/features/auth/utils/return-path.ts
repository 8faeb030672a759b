const maxLength = 2048;
const probeOrigin = 'https://return-path.invalid';

/**
 * Where `?next=` may send a visitor after signing in: a path of this site, as written in a link (path, query and hash),
 * or null. Another origin (`//evil.com`, `/\evil.com`, `https://…`), a script (`javascript:`), control characters and
 * the sign-in screens themselves (a loop) are refused.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > maxLength || !next.startsWith('/') || next.includes('\\')) return null;
  // Browsers drop tabs and line breaks from URLs, so '/\t/evil.com' would become '//evil.com'.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (/^\/auth(?:\/|$)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
