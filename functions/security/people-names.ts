import type { Deps } from '../lib/deps';
import { displayNameOf } from './intelligence/session-card';

/**
 * The names the back office shows for the people a list mentions (full name, else username, else e-mail's local part),
 * in one batch read: staff read "Nova Tester", not an internal id such as `usr_demo_s…`. A user id with no account
 * behind it (deleted) has no entry.
 */
export async function namesOf(deps: Pick<Deps, 'store'>, userIds: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const ids = [...new Set([...userIds].filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const people = await deps.store.entities.user.get(ids.map((userId) => ({ userId }))).go({ attributes: ['userId', 'fullName', 'username', 'email'] });
  return new Map(people.data.flatMap((u) => {
    const name = displayNameOf(u);
    return name ? [[u.userId, name] as const] : [];
  }));
}

/** The name `namesOf` found for an id, null for none (a guest, or an account that is gone). */
export const nameIn = (names: ReadonlyMap<string, string>, userId: string | null | undefined): string | null => (userId ? (names.get(userId) ?? null) : null);
