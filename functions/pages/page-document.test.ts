import { describe, expect, it } from 'vitest';
import { headTags, pageDocument } from './page-document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Store description" />
    <meta name="robots" content="index, follow" />
    <title>NeonKeys | Game keys</title>
    <link rel="stylesheet" href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('pouring a server render into index.html', () => {
  it("moves React's leading title and preload links into the head, replacing the template's title", () => {
    const out = pageDocument(template, {
      html: '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><title>Lantern Vale | NeonKeys</title><div class="app">page</div>',
      stateJson: '{}',
    });

    expect(out).toContain('<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><title>Lantern Vale | NeonKeys</title></head>');
    expect(out).not.toContain('NeonKeys | Game keys');
    expect(out).toContain('<div id="root"><div class="app">page</div></div>');
  });

  it('puts the state script right after #root, where the client reads it before hydrating', () => {
    const out = pageDocument(template, { html: '<main></main>', stateJson: '{"mobile":true}' });

    expect(out).toContain('<div id="root"><main></main></div><script type="application/json" id="ssr-state">{"mobile":true}</script>');
  });

  it("replaces the template's description and robots when the page names its own, and keeps them otherwise", () => {
    const product = pageDocument(template, { html: '<main></main>', head: headTags({ description: 'A game', robots: 'index,follow' }), stateJson: '{}' });
    const home = pageDocument(template, { html: '<main></main>', stateJson: '{}' });

    expect(product.match(/<meta name="description"/g)).toHaveLength(1);
    expect(product).toContain('<meta name="description" content="A game">');
    expect(product.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(home).toContain('content="Store description"');
  });

  it('escapes quotes and angle brackets in head attributes', () => {
    expect(headTags({ description: 'Say "hi" <b>&</b>', canonicalUrl: 'https://shop.test/p/a' })).toBe(
      '<meta name="description" content="Say &quot;hi&quot; &lt;b>&amp;&lt;/b>"><link rel="canonical" href="https://shop.test/p/a">',
    );
  });

  it('refuses a template without an empty #root rather than serving a page without content', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', { html: '', stateJson: '{}' })).toThrow('#root');
  });
});
