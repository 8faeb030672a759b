import type { TextPart } from '../utils/search-suggestions';

/** Text with its matching parts in <mark>; always rendered as text, never as HTML. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
