import { highlightPostTag, highlightPreTag } from './search-constants';
import type { TextPart } from './search-suggestions';

/**
 * Splits an engine-highlighted value (our own pre/post tags around matches) into text parts, so React renders it
 * as text and a product name can never inject markup.
 */
export function highlightParts(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = value;
  while (rest) {
    const start = rest.indexOf(highlightPreTag);
    if (start === -1) break;
    const end = rest.indexOf(highlightPostTag, start + highlightPreTag.length);
    if (end === -1) break;
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    parts.push({ text: rest.slice(start + highlightPreTag.length, end), match: true });
    rest = rest.slice(end + highlightPostTag.length);
  }
  if (rest) parts.push({ text: rest, match: false });
  return parts.filter((p) => p.text);
}
