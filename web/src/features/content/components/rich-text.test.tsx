import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const html = (text: string) => renderToStaticMarkup(<MemoryRouter>{RichText({ text })}</MemoryRouter>);

describe('content text markup', () => {
  it('turns store paths into links, mailto targets into mail links and double stars into strong text', () => {
    expect(html('See the [Refund Policy](/refund-policy) or write to **[help@shop.test](mailto:help@shop.test)**.')).toBe(
      'See the <a href="/refund-policy" data-discover="true">Refund Policy</a> or write to <strong><a href="mailto:help@shop.test">help@shop.test</a></strong>.',
    );
  });

  it('shows a storage key in backticks as code, escaped', () => {
    expect(html('`preferred-language`: the language you chose. `<b>`')).toBe('<code>preferred-language</code>: the language you chose. <code>&lt;b&gt;</code>');
  });

  it('leaves anything else as escaped text, so a page can never inject markup', () => {
    expect(html('<img src=x onerror=alert(1)> and [a link](javascript alert)')).toBe('&lt;img src=x onerror=alert(1)&gt; and [a link](javascript alert)');
  });
});
