const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}/]/g, '\\$&');

/**
 * The regular-expression source for one route pattern, in either syntax the store uses: react-router's (`/p/:slug`,
 * `:param?`, a trailing `*`) or API Gateway's (`/p/{slug}`, `{proxy+}`). A parameter is one non-empty segment.
 */
export function pathPatternSource(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  return segments
    .map((segment) => {
      if (segment === '*' || /^\{\w+\+\}$/.test(segment)) return '(?:/.*)?';
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      if (/^:\w+$/.test(segment) || /^\{\w+\}$/.test(segment)) return '/[^/]+';
      return `/${escape(segment)}`;
    })
    .join('');
}

/**
 * One expression source that matches any of the patterns, as react-router matches (ignoring case and a trailing slash).
 * Used with the `i` flag; also written into the CloudFront Function, which has no module system.
 */
export function knownPathsSource(patterns: readonly string[]): string {
  const alternatives = [...new Set(patterns.map(pathPatternSource))].sort();
  return `^(?:${alternatives.join('|')})/?$`;
}

/** Whether a request path names one of the patterns: tried as sent and percent-decoded, as the router decodes it. */
export function knownPathMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const known = new RegExp(knownPathsSource(patterns), 'i');
  return (pathname) => known.test(pathname) || known.test(safeDecode(pathname));
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
