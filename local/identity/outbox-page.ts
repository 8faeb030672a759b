import { escapeHtml, htmlPage, type HtmlPage } from './html-page';
import type { OutboxMessage } from './outbox';

/** `/dev/outbox`: every code and order e-mail the local stack "sent", newest first. */
export function outboxPage(messages: readonly OutboxMessage[]): HtmlPage {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.at)}</td><td>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</td><td>${escapeHtml(m.to)}</td><td>${m.code ? `<code>${escapeHtml(m.code)}</code>` : ''}</td><td><strong>${escapeHtml(m.subject)}</strong><div class="message">${linkedText(m.body)}</div></td></tr>`,
    )
    .join('\n');
  return htmlPage(
    'Local outbox',
    `<h1>Local outbox</h1>
<p>Sign-up and sign-in codes of the local identity service and the order e-mails of the local SES, newest first. Only on one machine; reload for new ones.</p>
${messages.length ? `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Code</th><th>Message</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No messages yet.</p>'}`,
  );
}

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** Escaped text whose http(s) URLs are links; any other scheme (`javascript:`, `data:`) stays text. */
export function linkedText(text: string): string {
  let html = '';
  let done = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = withoutTrailingPunctuation(match[0]);
    const href = httpHref(url);
    html += escapeHtml(text.slice(done, match.index)) + (href ? `<a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(url)}</a>` : escapeHtml(url));
    done = match.index + url.length;
  }
  return html + escapeHtml(text.slice(done));
}

/** Prose puts a full stop or a closing bracket after a URL: neither is part of it, unless the URL opened that bracket. */
function withoutTrailingPunctuation(url: string): string {
  let head = url;
  for (;;) {
    const last = head.slice(-1);
    const opener = openers[last];
    if (/[.,;:!?]/.test(last) || (opener && head.split(opener).length < head.split(last).length)) head = head.slice(0, -1);
    else return head;
  }
}

const openers: Record<string, string> = { ')': '(', ']': '[' };

function httpHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
