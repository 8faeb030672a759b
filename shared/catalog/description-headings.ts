export type DescriptionBlock = { kind: 'heading' | 'paragraph'; text: string };

const isAllCapitals = (text: string) => /\p{Lu}/u.test(text) && text === text.toUpperCase();

/** Splits a product description into paragraphs on blank lines; an all-capital paragraph ("ABOUT THE GAME") becomes a heading. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  return description
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: isAllCapitals(text) ? 'heading' : 'paragraph', text }));
}
