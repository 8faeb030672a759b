import { profileFromAttributes, type Profile } from '../../shared/auth/profile';
import type { IdentityAttributes } from '../../shared/auth/profile';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { ensureProfile, profileOf } from './profile-record';

/** Who is asking, from the verified token: the subject, the pool's user name, and the identity claims. */
export interface ProfileOwner {
  userId: string;
  username: string | null;
  attributes: IdentityAttributes | null;
}

/**
 * The caller's own profile. Google sign-ins on AWS may never pass the post-confirmation trigger, so a missing
 * profile is created from the token's claims, with the same conditional create the trigger uses.
 */
export async function readOwnProfile(deps: Pick<Deps, 'store' | 'now'>, owner: ProfileOwner): Promise<Profile> {
  const existing = (await deps.store.entities.user.get({ userId: owner.userId }).go()).data;
  return existing ? profileOf(existing) : ensureProfile(deps.store, profileFromAttributes(owner.attributes ?? { sub: owner.userId }, deps.now()));
}

/**
 * Edits the caller's own name, country and phone. The profile is keyed by the token's subject alone, so no one can
 * address another user's profile. The name and country are then written to the user pool, so the next token refresh
 * names the shopper in the header; the table stays the source of truth, so a failure there is logged and reported
 * (`attributesInSync: false`), not fatal.
 */
export async function editOwnProfile(
  deps: Pick<Deps, 'store' | 'now' | 'identityDirectory'>,
  owner: ProfileOwner,
  { fullName, country, phone }: { fullName: string; country: string; phone: string | null },
): Promise<Profile & { attributesInSync: boolean }> {
  const { userId } = owner;
  // The edit may come before any read: make sure the rest of the profile (e-mail, username) exists first.
  await ensureProfile(deps.store, profileFromAttributes(owner.attributes ?? { sub: userId }, deps.now()));
  const update = deps.store.entities.user.patch({ userId }).set({ fullName, country });
  const updated = await (phone === null ? update.remove(['phone']) : update.set({ phone })).go({ response: 'all_new' });

  let attributesInSync = true;
  try {
    await deps.identityDirectory.setProfileAttributes({ userId, username: owner.username }, { fullName, country });
  } catch (error) {
    attributesInSync = false;
    logger.error('profile saved but the user pool attributes were not updated', { userId, error: error as Error });
  }
  return { ...profileOf(updated.data), attributesInSync };
}
