import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const markup = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * A content text with its little markup: `**strong**`, backticks for a name the browser stores (a storage key, shown
 * as code and never translated) and `[label](target)` links, to a store path (a client-side link) or a `mailto:` address. Anything else is plain text, so no content can inject markup.
 */
export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markup)) {
    const [whole, strong, code, label, target] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const key = `${match.index}`;
    if (strong !== undefined) parts.push(<strong key={key}>{RichText({ text: strong })}</strong>);
    else if (code !== undefined) parts.push(<code key={key}>{code}</code>);
    else if (target!.startsWith('mailto:')) parts.push(<a key={key} href={target}>{label}</a>);
    else parts.push(<Link key={key} to={target!}>{label}</Link>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
