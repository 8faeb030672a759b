import type { Deps } from '../../../functions/lib/deps';
import type { adminOrderRoutes } from '../../../shared/routes/admin-order-routes';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export type AdminOrderFixture = Record<string, never>;

export async function seedAdminOrderFixture(_deps: Deps, _base: BaseFixture): Promise<AdminOrderFixture> {
  return {};
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminOrderSamples: { [K in keyof typeof adminOrderRoutes]: (f: BaseFixture & { adminOrder: AdminOrderFixture }, caller?: string) => Sample } = {};
