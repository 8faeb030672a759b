import type { Deps } from '../../../functions/lib/deps';
import type { adminCatalogRoutes } from '../../../shared/routes/admin-catalog-routes';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export type AdminCatalogFixture = Record<string, never>;

export async function seedAdminCatalogFixture(_deps: Deps, _base: BaseFixture): Promise<AdminCatalogFixture> {
  return {};
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminCatalogSamples: { [K in keyof typeof adminCatalogRoutes]: (f: BaseFixture & { adminCatalog: AdminCatalogFixture }, caller?: string) => Sample } = {};
