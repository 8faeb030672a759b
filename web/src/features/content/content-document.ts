import type { LanguageCode } from '@/lib/i18n/languages';
import { fillTemplate } from '@/lib/i18n/messages';

/**
 * One block of a content page. Text may hold `[label](/path)` links, `**strong**` words and `{fact}` placeholders,
 * which are filled from `policyFacts` so a page states the numbers the code enforces.
 */
export type ContentBlock = string | { list: string[] } | { steps: string[] } | { question: string; answer: string[] };

export interface ContentSection {
  /** The section's anchor (`/help#refunds`): the same in every language. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

/** A content page in one language: its title (heading and document title), meta description, lead and sections. */
export interface ContentDocument {
  title: string;
  description: string;
  lead: string;
  sections: ContentSection[];
}

export type LocalizedDocument = Record<LanguageCode, ContentDocument>;

/** Every text of a document by its place in it (`sections.2.blocks.0.list.1`), for completeness checks. */
export function documentTexts(document: ContentDocument): Record<string, string> {
  const texts: Record<string, string> = { title: document.title, description: document.description, lead: document.lead };
  document.sections.forEach((section, s) => {
    texts[`sections.${s}.heading`] = section.heading;
    section.blocks.forEach((block, b) => {
      const at = `sections.${s}.blocks.${b}`;
      if (typeof block === 'string') texts[at] = block;
      else if ('list' in block) block.list.forEach((item, i) => (texts[`${at}.list.${i}`] = item));
      else if ('steps' in block) block.steps.forEach((item, i) => (texts[`${at}.steps.${i}`] = item));
      else {
        texts[`${at}.question`] = block.question;
        block.answer.forEach((item, i) => (texts[`${at}.answer.${i}`] = item));
      }
    });
  });
  return texts;
}

/** The text with its `{fact}` placeholders filled. */
export const fillFacts = (text: string, facts: Readonly<Record<string, string | number>>) => fillTemplate(text, facts);
