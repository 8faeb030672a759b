export { FilterSyntaxError } from './filter-syntax-error';
export { andFilters, matchAll, orFilters, type FilterNode, type NumericOperator } from './filter-node';
export { parseFilters } from './parse-filters';
export { printFilters } from './print-filters';
export { compare, matchesFilter } from './match-filter';
export { facetFiltersToNode, numericFiltersToNode, type FilterList } from './facet-filters';
export { attributeValues, facetKey, facetText } from './attribute-values';
