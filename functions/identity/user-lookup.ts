import type { LookupRecord } from '../lib/lookup/lookup-index';
import { newestFirstRank } from '../lib/lookup/lookup-index';

/** What a user is found by in the back office: name, e-mail and username, newest accounts first among equal words. */
export const userLookupRecord = (user: { userId: string; createdAt: string; fullName?: string | null | undefined; email?: string | null | undefined; username?: string | null | undefined }): LookupRecord => ({
  scope: 'user',
  refId: user.userId,
  rank: newestFirstRank(user.createdAt),
  texts: [user.fullName, user.email, user.username],
});
