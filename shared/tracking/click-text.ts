/** Storefront §9: the text of a clicked element is cut at 100 characters. */
export const clickTextLimit = 100;

/**
 * The text recorded for a click: whitespace runs collapsed, trimmed, and cut at 100 characters (by code point, so an
 * emoji is never split into half a surrogate pair).
 */
export function clickText(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length > clickTextLimit ? chars.slice(0, clickTextLimit).join('') : clean;
}
