/** The back office's routes for dashboard, users and their detail (back-office §7, issue 15). Part of `routes`. */
export const adminPeopleRoutes = {} as const;
