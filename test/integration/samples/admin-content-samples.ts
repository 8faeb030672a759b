import type { Deps } from '../../../functions/lib/deps';
import type { adminContentRoutes } from '../../../shared/routes/admin-content-routes';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export type AdminContentFixture = Record<string, never>;

export async function seedAdminContentFixture(_deps: Deps, _base: BaseFixture): Promise<AdminContentFixture> {
  return {};
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminContentSamples: { [K in keyof typeof adminContentRoutes]: (f: BaseFixture & { adminContent: AdminContentFixture }, caller?: string) => Sample } = {};
