import type { SearchLanguage } from './index-names';
import type { SynonymHit } from './synonym';

/** Search Management's Synonyms tab: one language's synonyms, newest change first, and how many more it may hold. */
export interface SynonymList {
  language: SearchLanguage;
  synonyms: SynonymView[];
  limit: number;
}

export interface SynonymView {
  language: SearchLanguage;
  synonym: SynonymHit;
  updatedAt: string;
  updatedBy: string | null;
}
