// The table lives in shared/: the search records carry the same option names, so a shopper can type them.
export { editionTerms, knownEditionName } from '../../../../shared/catalog/edition-names';
