import type { Deps } from '../../../functions/lib/deps';
import type { adminPeopleRoutes } from '../../../shared/routes/admin-people-routes';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test: the base's user is enough. */
export type AdminPeopleFixture = Record<string, never>;

export async function seedAdminPeopleFixture(_deps: Deps, _base: BaseFixture): Promise<AdminPeopleFixture> {
  return {};
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. All reads, so any caller may repeat them. */
export const adminPeopleSamples: { [K in keyof typeof adminPeopleRoutes]: (f: BaseFixture & { adminPeople: AdminPeopleFixture }, caller?: string) => Sample } = {
  adminDashboard: () => ({}),
  adminListUsers: () => ({ query: { q: 'matrix target', role: 'user', limit: '10' } }),
  adminGetUser: (f) => ({ params: { userId: f.userId } }),
  adminListUserSessions: (f) => ({ params: { userId: f.userId } }),
  adminListUserActivity: (f) => ({ params: { userId: f.userId } }),
};
