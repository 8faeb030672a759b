/** The back office's routes for variants, keys and key-pool health (back-office §7, issue 15). Part of `routes`. */
export const adminInventoryRoutes = {} as const;
