import type { Role } from '../../../shared/auth/roles';
import { resolveRole } from '../../../shared/auth/role-resolution';
import { TtlCache } from '../cache/ttl-cache';
import type { Deps } from '../deps';
import { logger } from '../http/logger';

let roles: TtlCache<Exclude<Role, 'public'>> | undefined;

/**
 * A signed-in caller's role from their role records (the source of truth, not the token's groups), cached
 * per container for ROLE_CACHE_MS (30 s) so that a revoked role stops working within a minute without
 * the user signing in again. A failed lookup gives the least privilege, user, and is not cached.
 */
export async function currentRole(deps: Deps, userId: string): Promise<Exclude<Role, 'public'>> {
  roles ??= new TtlCache(deps.config.ROLE_CACHE_MS, { maxEntries: 10_000 });
  try {
    return await roles.get(userId, async () => resolveRole((await deps.store.entities.roleRecord.query.byUser({ userId }).go({ pages: 'all' })).data));
  } catch (error) {
    logger.warn('role lookup failed; treating the caller as a user', { userId, error: error as Error });
    return 'user';
  }
}
