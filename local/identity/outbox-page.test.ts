import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from './outbox';
import { linkedText, outboxPage } from './outbox-page';

const orderEmail = (body: string, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  at: '2025-01-02T03:04:05.000Z',
  channel: 'email',
  to: 'ada@example.com',
  subject: 'Your keys are ready',
  body,
  code: '',
  ...overrides,
});

describe('the local outbox page', () => {
  it.each([
    ['an https URL', 'Open https://shop.test/orders/o-1 now', 'Open <a href="https://shop.test/orders/o-1" rel="noreferrer">https://shop.test/orders/o-1</a> now'],
    ['an http URL with a query', 'http://localhost:3000/orders?id=o-1&x=2', '<a href="http://localhost:3000/orders?id=o-1&amp;x=2" rel="noreferrer">http://localhost:3000/orders?id=o-1&amp;x=2</a>'],
    ['a URL ending a sentence', 'See https://shop.test/help.', 'See <a href="https://shop.test/help" rel="noreferrer">https://shop.test/help</a>.'],
    ['a URL in brackets', '(https://shop.test/help)', '(<a href="https://shop.test/help" rel="noreferrer">https://shop.test/help</a>)'],
    ['a URL with its own brackets', 'https://en.wikipedia.org/wiki/Key_(game)', '<a href="https://en.wikipedia.org/wiki/Key_(game)" rel="noreferrer">https://en.wikipedia.org/wiki/Key_(game)</a>'],
    ['two URLs', 'https://a.test and https://b.test', '<a href="https://a.test/" rel="noreferrer">https://a.test</a> and <a href="https://b.test/" rel="noreferrer">https://b.test</a>'],
    ['text without a URL', 'Fish & chips <3', 'Fish &amp; chips &lt;3'],
  ])('links %s', (_case, text, html) => {
    expect(linkedText(text)).toBe(html);
  });

  it.each([
    ['a javascript: URL', 'Click javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a script element', '<script>alert(1)</script>'],
    ['a URL that tries to break out of its attribute', 'https://shop.test/"><script>alert(1)</script>'],
    ['an event handler after a URL', 'https://shop.test/x" onmouseover="alert(1)'],
    ['a scheme hidden in a word', 'xjavascript:https://shop.test'],
  ])('keeps %s inert', (_case, body) => {
    const html = outboxPage([orderEmail(body)]).body;
    const cell = /<div class="message">(.*?)<\/div>/s.exec(html)![1]!;
    const hrefs = [...cell.matchAll(/<a href="([^"]*)" rel="noreferrer">/g)].map(([, href]) => href);

    // Besides whole links to http(s) URLs, the body holds no markup and nothing that could close an attribute.
    expect(cell.replace(/<a href="[^"]*" rel="noreferrer">|<\/a>/g, '')).not.toMatch(/[<>"]/);
    expect(hrefs.filter((href) => !/^https?:\/\/[^\s"<>]+$/.test(href!))).toEqual([]);
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps the line breaks of a message body', () => {
    const page = outboxPage([orderEmail('Order o-1\nKey: AAAA-BBBB')]);
    const style = /<style>(.*?)<\/style>/.exec(page.body)![1]!;

    expect(page.body).toContain('<div class="message">Order o-1\nKey: AAAA-BBBB</div>');
    expect(style).toContain('.message{white-space:pre-wrap');
    // The class, not a style attribute: the page's CSP allows its one stylesheet by hash and no inline styles.
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(page.body).not.toMatch(/\sstyle=/);
  });

  it('leaves the code cell empty for an order e-mail, and shows the code of a sign-in message', () => {
    const html = outboxPage([orderEmail('Thanks.'), orderEmail('Your code is 123456', { code: '123456', subject: 'Your code' })]).body;

    expect(html).toContain('<td>ada@example.com</td><td></td><td><strong>Your keys are ready</strong>');
    expect(html).toContain('<td>ada@example.com</td><td><code>123456</code></td>');
  });
});
