/** `search-index` → `SearchIndex`, `catalog/list-products` → `CatalogListProducts`: readable construct ids from table names. */
export const pascal = (name: string): string =>
  name.replace(/(^|[-/_])([a-zA-Z0-9])/g, (_match, _separator: string, char: string) => char.toUpperCase());
