import { describe, expect, it } from 'vitest';
import { knownPathMatcher, knownPathsSource, pathPatternSource } from './path-patterns';

const isKnown = knownPathMatcher(['/', '/search', '/p/:slug', '/account/orders/:orderId', '/p/{slug}', '/docs/*', '/archive/:year?', '/sitemap.xml']);

describe('route patterns as expressions', () => {
  it.each([
    ['/', ''],
    ['/search', '/search'],
    ['/p/:slug', '/p/[^/]+'],
    ['/p/{slug}', '/p/[^/]+'],
    ['/files/{proxy+}', '/files(?:/.*)?'],
    ['/archive/:year?', '/archive(?:/[^/]+)?'],
    ['/sitemap.xml', '/sitemap\\.xml'],
  ])('compiles %s to %s', (pattern, source) => {
    expect(pathPatternSource(pattern)).toBe(source);
  });

  it('writes each distinct pattern once, whichever syntax named it', () => {
    expect(knownPathsSource(['/p/:slug', '/p/{slug}', '/'])).toBe('^(?:|/p/[^/]+)/?$');
  });
});

describe('whether a path is known', () => {
  it.each(['/', '/search', '/search/', '/SEARCH', '/p/elden-ring', '/p/x', '/account/orders/01J0ABC', '/docs', '/docs/a/b', '/archive', '/archive/2024', '/sitemap.xml', '/p/caf%C3%A9'])(
    'knows %s',
    (path) => {
      expect(isKnown(path)).toBe(true);
    },
  );

  it.each(['/no-such-page', '/p', '/p/', '/p/a/b', '/account/orders', '/account/orders/a/b', '/searchx', '/sitemapxxml', '/assets/index.js', '//evil', '/%E0%A4%A'])(
    'does not know %s',
    (path) => {
      expect(isKnown(path)).toBe(false);
    },
  );
});
