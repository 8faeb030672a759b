// The table lives in shared/: the search records carry the same words, so a Spanish shopper can type them.
export { tagTerms } from '../../../../shared/catalog/tag-terms';
