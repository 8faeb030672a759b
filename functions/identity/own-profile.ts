import { profileFromAttributes, type AccountProfile, type PhoneVerification, type Profile, type SavedProfile } from '../../shared/auth/profile';
import type { IdentityAttributes } from '../../shared/auth/profile';
import { ConflictError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { ensureProfile, profileOf } from './profile-record';
import { lookupWrites } from '../lib/lookup/lookup-index';
import { type TxWrite } from '../orders/transaction-types';
import { userLookupRecord } from './user-lookup';

/** Who is asking, from the verified token: the subject, the pool's user name, and the identity claims. */
export interface ProfileOwner {
  userId: string;
  username: string | null;
  attributes: IdentityAttributes | null;
}

/** The number the caller signs in with: their token's phone, when the pool has verified it. */
const signInPhoneOf = (owner: ProfileOwner): string | null =>
  owner.attributes?.phone_number_verified === 'true' ? (owner.attributes.phone_number ?? null) : null;

const withPhoneStatus = (profile: Profile, owner: ProfileOwner): AccountProfile => ({
  ...profile,
  phoneVerified: profile.phone !== null && profile.phone === signInPhoneOf(owner),
});

/**
 * The caller's own profile. Google sign-ins on AWS may never pass the post-confirmation trigger, so a missing
 * profile is created from the token's claims, with the same conditional create the trigger uses.
 */
export async function readOwnProfile(deps: Pick<Deps, 'store' | 'now'>, owner: ProfileOwner): Promise<AccountProfile> {
  const existing = (await deps.store.entities.user.get({ userId: owner.userId }).go()).data;
  const profile = existing ? profileOf(existing) : await ensureProfile(deps.store, profileFromAttributes(owner.attributes ?? { sub: owner.userId }, deps.now()));
  return withPhoneStatus(profile, owner);
}

/**
 * Edits the caller's own name, country and phone. The profile is keyed by the token's subject alone, so no one can
 * address another user's profile. The name and country are then written to the user pool, so the next token refresh
 * names the shopper in the header; the table stays the source of truth, so a failure there is logged and reported
 * (`attributesInSync: false`), not fatal. A new phone goes to the pool too, which sends it a code: once the shopper
 * types it back (Cognito's VerifyUserAttribute, from the browser), phone sign-in with that number opens this account.
 */
export async function editOwnProfile(
  deps: Pick<Deps, 'store' | 'now' | 'identityDirectory'>,
  owner: ProfileOwner,
  { fullName, country, phone }: { fullName: string; country: string; phone: string | null },
): Promise<SavedProfile> {
  const { userId } = owner;
  const signInPhone = signInPhoneOf(owner);
  // An account made by phone sign-up has no other way in: removing its number would lock its owner out.
  if (phone === null && signInPhone && !owner.attributes?.email) {
    throw new ConflictError('Your phone number is how you sign in to this account, so it cannot be removed. You can change it to another number.');
  }
  // The edit may come before any read: make sure the rest of the profile (e-mail, username) exists first.
  const before = await ensureProfile(deps.store, profileFromAttributes(owner.attributes ?? { sub: userId }, deps.now()));
  // The name is a search word of the back office's user list: its terms move in the same transaction as the name.
  await deps.store.transaction
    .write((tx) => {
      const update = tx.user.patch({ userId }).set({ fullName, country });
      return [
        (phone === null ? update.remove(['phone']) : update.set({ phone })).commit() as TxWrite,
        ...lookupWrites(tx, userLookupRecord(before), userLookupRecord({ ...before, fullName })),
      ];
    })
    .go()
    .then((result) => {
      if (result.canceled) throw new ConflictError('Your profile was changed somewhere else at the same moment; please save again.');
    });
  const updated = { data: (await deps.store.entities.user.get({ userId }).go({ consistent: true })).data! };

  let attributesInSync = true;
  try {
    await deps.identityDirectory.setProfileAttributes({ userId, username: owner.username }, { fullName, country });
  } catch (error) {
    attributesInSync = false;
    logger.error('profile saved but the user pool attributes were not updated', { userId, error: error as Error });
  }
  const phoneVerification = await syncPhone(deps, owner, phone, signInPhone);
  return { ...profileOf(updated.data), phoneVerified: phoneVerification === 'verified', attributesInSync, phoneVerification };
}

/** Brings the pool's phone in line with the profile's, unless it already is the verified number. */
async function syncPhone(deps: Pick<Deps, 'identityDirectory'>, owner: ProfileOwner, phone: string | null, signInPhone: string | null): Promise<PhoneVerification> {
  if (phone !== null && phone === signInPhone) return 'verified';
  if (phone === null && !owner.attributes?.phone_number) return 'none';
  try {
    const outcome = await deps.identityDirectory.setPhoneNumber({ userId: owner.userId, username: owner.username }, phone);
    return outcome === 'removed' ? 'none' : outcome;
  } catch (error) {
    logger.error('profile saved but the user pool phone was not updated', { userId: owner.userId, error: error as Error });
    return 'unsynced';
  }
}
