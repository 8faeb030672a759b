/**
 * Cuts a text into pieces of at most `maxBytes` UTF-8 bytes, at paragraph breaks where it can, then at sentence ends,
 * then at spaces, and only inside a word when a word alone is too long. Joining the pieces gives the text back.
 * Amazon Translate takes at most 10,000 bytes per TranslateText call, and a description may hold 10,000 characters.
 */
export function textChunks(text: string, maxBytes: number): string[] {
  if (bytes(text) <= maxBytes) return [text];
  const chunks: string[] = [];
  let rest = text;
  while (bytes(rest) > maxBytes) {
    const head = fitting(rest, maxBytes);
    const cut = lastBreak(head, /\n\s*\n/g) ?? lastBreak(head, /[.!?。]\s+/g) ?? lastBreak(head, /\s+/g) ?? head.length;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) chunks.push(rest);
  return chunks;
}

const encoder = new TextEncoder();
const bytes = (s: string) => encoder.encode(s).length;

/** The longest prefix of `s` within `maxBytes`, never splitting a surrogate pair. */
function fitting(s: string, maxBytes: number): string {
  let used = 0;
  let end = 0;
  for (const ch of s) {
    used += bytes(ch);
    if (used > maxBytes) break;
    end += ch.length;
  }
  return s.slice(0, end);
}

/** Where the last match of `pattern` in `s` ends (its separator stays with the piece before), or null. */
function lastBreak(s: string, pattern: RegExp): number | null {
  let at: number | null = null;
  for (const m of s.matchAll(pattern)) if (m.index + m[0].length < s.length) at = m.index + m[0].length;
  return at && at > 0 ? at : null;
}
