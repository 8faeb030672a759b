import { profileFromAttributes } from '../../shared/auth/profile';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { identityAttributesFrom } from '../lib/http/caller';
import { logger } from '../lib/http/logger';
import { ensureProfile, profileOf } from './profile-record';
import { identityDirectoryProvider } from '../lib/adapters/identity-directory/identity-directory-provider';

/**
 * Edits the caller's own name, country and phone. The profile is keyed by the token's subject alone (there
 * is no user id in the path), so no one can address another user's profile. The name and country are then
 * written to the user pool, so the next token refresh names the shopper in the header; the table stays the
 * source of truth, so a failure there is logged and reported, not fatal.
 */
export const handler = apiHandler(routes.updateProfile, async ({ body: { fullName, country, phone }, caller, deps, event }) => {
  const userId = caller.userId!;
  // The edit may come before any read: make sure the rest of the profile (e-mail, username) exists first.
  await ensureProfile(deps.store, profileFromAttributes(identityAttributesFrom(event) ?? { sub: userId }, deps.now()));
  const update = deps.store.entities.user.patch({ userId }).set({ fullName, country });
  const updated = await (phone === null ? update.remove(['phone']) : update.set({ phone })).go({ response: 'all_new' });

  let attributesInSync = true;
  try {
    await deps.identityDirectory.setProfileAttributes({ userId, username: caller.username }, { fullName, country });
  } catch (error) {
    attributesInSync = false;
    logger.error('profile saved but the user pool attributes were not updated', { userId, error: error as Error });
  }
  return new ApiReply(200, { ...profileOf(updated.data), attributesInSync }, { 'cache-control': 'private, no-store' });
}, { uses: [identityDirectoryProvider] });
