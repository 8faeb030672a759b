import { profileFromAttributes } from '../../shared/auth/profile';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { identityAttributesFrom } from '../lib/http/caller';
import { ensureProfile, profileOf } from './profile-record';

/**
 * The caller's own profile. Google sign-ins on AWS may never pass the post-confirmation trigger, so a missing
 * profile is created from the token's claims, with the same conditional create the trigger uses.
 */
export const handler = apiHandler(routes.getProfile, async ({ caller, deps, event }) => {
  const userId = caller.userId!;
  const existing = (await deps.store.entities.user.get({ userId }).go()).data;
  const profile = existing
    ? profileOf(existing)
    : await ensureProfile(deps.store, profileFromAttributes(identityAttributesFrom(event) ?? { sub: userId }, deps.now()));
  return new ApiReply(200, profile, { 'cache-control': 'private, no-store' });
});
