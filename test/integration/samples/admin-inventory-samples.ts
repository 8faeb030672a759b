import type { Deps } from '../../../functions/lib/deps';
import type { adminInventoryRoutes } from '../../../shared/routes/admin-inventory-routes';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export type AdminInventoryFixture = Record<string, never>;

export async function seedAdminInventoryFixture(_deps: Deps, _base: BaseFixture): Promise<AdminInventoryFixture> {
  return {};
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminInventorySamples: { [K in keyof typeof adminInventoryRoutes]: (f: BaseFixture & { adminInventory: AdminInventoryFixture }, caller?: string) => Sample } = {};
