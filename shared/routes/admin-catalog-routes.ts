/** The back office's routes for products and their images (back-office §7, issue 15). Part of `routes`. */
export const adminCatalogRoutes = {} as const;
