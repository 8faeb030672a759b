export type DescriptionBlock = { kind: 'heading' | 'paragraph'; text: string };

/** Splits a description into paragraphs; an all-capital paragraph (e.g. "ABOUT THE GAME") becomes a heading, as the spec shows it. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  return description
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: /\p{Lu}/u.test(text) && text === text.toUpperCase() ? 'heading' : 'paragraph', text }));
}
