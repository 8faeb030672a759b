import type { SynonymBody, SynonymHit, SynonymType } from '../../../../../../shared/search/synonym';

/** A synonym as the list reads it: 'ps5 → playstation', 'dlc = expansion = add-on'. */
export function describeSynonym(hit: SynonymHit): string {
  switch (hit.type) {
    case 'synonym':
      return hit.synonyms.join(' = ');
    case 'onewaysynonym':
      return `${hit.input} → ${hit.synonyms.join(', ')}`;
    case 'altcorrection1':
    case 'altcorrection2':
      return `${hit.word} → ${hit.corrections.join(', ')}`;
    case 'placeholder':
      return `${hit.placeholder}: ${hit.replacements.join(', ')}`;
  }
}

/** The form's two text boxes: the first word (input, word or placeholder) and the comma-separated list. */
export interface SynonymDraft {
  type: SynonymType;
  first: string;
  list: string;
}

export const emptyDraft: SynonymDraft = { type: 'synonym', first: '', list: '' };

const split = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export function draftOf(hit: SynonymHit): SynonymDraft {
  switch (hit.type) {
    case 'synonym':
      return { type: hit.type, first: '', list: hit.synonyms.join(', ') };
    case 'onewaysynonym':
      return { type: hit.type, first: hit.input, list: hit.synonyms.join(', ') };
    case 'altcorrection1':
    case 'altcorrection2':
      return { type: hit.type, first: hit.word, list: hit.corrections.join(', ') };
    case 'placeholder':
      return { type: hit.type, first: hit.placeholder, list: hit.replacements.join(', ') };
  }
}

/** The body the API takes; the server checks it (and says what is wrong per field). */
export function bodyOf(draft: SynonymDraft): SynonymBody {
  const first = draft.first.trim();
  const list = split(draft.list);
  switch (draft.type) {
    case 'synonym':
      return { type: 'synonym', synonyms: list };
    case 'onewaysynonym':
      return { type: 'onewaysynonym', input: first, synonyms: list };
    case 'altcorrection1':
    case 'altcorrection2':
      return { type: draft.type, word: first, corrections: list };
    case 'placeholder':
      return { type: 'placeholder', placeholder: first, replacements: list };
  }
}

/** The labels of the two boxes per type. */
export const fieldLabels: Record<SynonymType, { first: string | null; list: string; hint: string }> = {
  synonym: { first: null, list: 'Words or phrases', hint: 'Comma-separated; each finds what the others find.' },
  onewaysynonym: { first: 'Shoppers type', list: 'Also finds', hint: 'Comma-separated; the input finds these, not the other way round.' },
  altcorrection1: { first: 'Word', list: 'Corrections', hint: 'Comma-separated; matches count as one typo.' },
  altcorrection2: { first: 'Word', list: 'Corrections', hint: 'Comma-separated; matches count as two typos.' },
  placeholder: { first: 'Placeholder', list: 'Replacements', hint: 'Written <name> in the records; comma-separated words it stands for.' },
};
