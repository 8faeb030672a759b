import type { Profile } from '../../shared/auth/profile';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { UserItem } from '../lib/data/entities/user';
import type { Store } from '../lib/data/store';
import { lookupWrites } from '../lib/lookup/lookup-index';
import { userLookupRecord } from './user-lookup';
import { backoffMs, pause, type TxWrite } from '../orders/transaction-types';

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
 * Stores a new profile unless the user has one; true when it wrote. One transaction: the profile (created only if
 * absent), the words the back office finds it by, and `users +1` on the dashboard's counter, so a trigger retried by
 * Cognito, or a first profile read racing the trigger, neither overwrites nor counts twice.
 */
export async function createProfile(store: Store, profile: Profile): Promise<boolean> {
  const { userId, fullName, username, email, country, phone, createdAt } = profile;
  for (let attempt = 0; attempt < 6; attempt++) {
    const result = await store.transaction
      .write((tx) => [
        tx.user
          .create({
            userId,
            createdAt,
            ...(fullName === null ? {} : { fullName }),
            ...(username === null ? {} : { username }),
            ...(email === null ? {} : { email }),
            ...(country === null ? {} : { country }),
            ...(phone === null ? {} : { phone }),
          })
          .commit() as TxWrite,
        tx.catalogCounter.update({ scope: catalogCounterScopes.users }).add({ count: 1 }).commit() as TxWrite,
        ...lookupWrites(tx, null, userLookupRecord(profile)),
      ])
      .go();
    if (!result.canceled) return true;
    const codes = result.data.map((d) => d.code);
    if (codes[0] === 'ConditionalCheckFailed') return false;
    // Sign-ups at the same moment contend on the one counter item: try again shortly.
    if (!codes.every((c) => c === 'None' || c === 'TransactionConflict')) break;
    await pause(backoffMs(attempt));
  }
  throw new Error(`The profile of ${userId} could not be created; try again.`);
}

/** The user's stored profile, created from `initial` first when there is none. */
export async function ensureProfile(store: Store, initial: Profile): Promise<Profile> {
  await createProfile(store, initial);
  const stored = (await store.entities.user.get({ userId: initial.userId }).go()).data;
  if (!stored) throw new Error(`The profile of ${initial.userId} was neither created nor found`);
  return profileOf(stored);
}
