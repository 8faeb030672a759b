/** The back office's routes for featured slides, system configuration and the pre-order queue (back-office §7, issue 15). Part of `routes`. */
export const adminContentRoutes = {} as const;
