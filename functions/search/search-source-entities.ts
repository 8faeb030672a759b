/** Entities whose writes change what search shows; each item keeps its product id. The stream filter (CDK) uses the same list. */
export const searchSourceEntities = ['product', 'variant', 'featuredSlide'] as const;
