import type { Profile } from '../../shared/auth/profile';
import { createOnce } from '../lib/data/create-once';
import type { UserItem } from '../lib/data/entities/user';
import type { Store } from '../lib/data/store';

/** The stored item as the API's Profile: absent attributes become null. */
export function profileOf(item: UserItem): Profile {
  return {
    userId: item.userId,
    fullName: item.fullName ?? null,
    username: item.username ?? null,
    email: item.email ?? null,
    country: item.country ?? null,
    phone: item.phone ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/**
 * Stores a new profile unless the user has one; true when it wrote. One conditional put, so a trigger
 * retried by Cognito, or a first profile read racing the trigger, never overwrites.
 */
export function createProfile(store: Store, profile: Profile): Promise<boolean> {
  const { userId, fullName, username, email, country, phone, createdAt } = profile;
  return createOnce(() =>
    store.entities.user
      .create({
        userId,
        createdAt,
        ...(fullName === null ? {} : { fullName }),
        ...(username === null ? {} : { username }),
        ...(email === null ? {} : { email }),
        ...(country === null ? {} : { country }),
        ...(phone === null ? {} : { phone }),
      })
      .go({ response: 'none' }),
  );
}

/** The user's stored profile, created from `initial` first when there is none. */
export async function ensureProfile(store: Store, initial: Profile): Promise<Profile> {
  await createProfile(store, initial);
  const stored = (await store.entities.user.get({ userId: initial.userId }).go()).data;
  if (!stored) throw new Error(`The profile of ${initial.userId} was neither created nor found`);
  return profileOf(stored);
}
