import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { identityAttributesFrom } from '../lib/http/caller';
import { readOwnProfile } from './own-profile';

/** `GET /api/account/profile`: the caller's own profile, never cached by anyone. */
export const handler = apiHandler(routes.getProfile, async ({ caller, deps, event }) => {
  const profile = await readOwnProfile(deps, { userId: caller.userId!, username: caller.username, attributes: identityAttributesFrom(event) });
  return new ApiReply(200, profile, { 'cache-control': 'private, no-store' });
});
