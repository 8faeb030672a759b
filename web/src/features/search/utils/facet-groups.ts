import { availabilityValues } from '../../../../../shared/search/search-filters';
import type { FacetKey } from './facet-label';

type FacetLabel = 'facetPlatform' | 'facetRegion' | 'facetCategory' | 'facetDeveloper' | 'facetPublisher' | 'facetProductType' | 'facetAvailability';

/** The facets panel's groups in order: the selection key, the engine's attribute, its heading, and how an engine value becomes a choice. */
export const facetGroups: { key: Exclude<FacetKey, 'price'>; attribute: string; label: FacetLabel; choice?: (value: string) => string | undefined }[] = [
  { key: 'platform', attribute: 'platform.code', label: 'facetPlatform' },
  { key: 'region', attribute: 'region.code', label: 'facetRegion' },
  { key: 'category', attribute: 'categories_without_path', label: 'facetCategory' },
  { key: 'productType', attribute: 'product_type', label: 'facetProductType' },
  { key: 'availability', attribute: 'is_preorder', label: 'facetAvailability', choice: (value) => availabilityValues[value as keyof typeof availabilityValues] },
  { key: 'developer', attribute: 'developer', label: 'facetDeveloper' },
  { key: 'publisher', attribute: 'publisher', label: 'facetPublisher' },
];
