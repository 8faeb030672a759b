import { escapeHtml, htmlPage, type HtmlPage } from './html-page';
import type { OutboxMessage } from './outbox';

/** `/dev/outbox`: every code the local identity service "sent", newest first. */
export function outboxPage(messages: readonly OutboxMessage[]): HtmlPage {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.at)}</td><td>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</td><td>${escapeHtml(m.to)}</td><td><code>${escapeHtml(m.code)}</code></td><td>${escapeHtml(m.subject)}<br>${escapeHtml(m.body)}</td></tr>`,
    )
    .join('\n');
  return htmlPage(
    'Local outbox',
    `<h1>Local outbox</h1>
<p>E-mail and SMS codes of the local identity service, newest first. Only on one machine; reload for new ones.</p>
${messages.length ? `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Code</th><th>Message</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No messages yet.</p>'}`,
  );
}
