import { routes } from '../../shared/routes/route-table';
import { identityDirectoryProvider } from '../lib/adapters/identity-directory/identity-directory-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { identityAttributesFrom } from '../lib/http/caller';
import { editOwnProfile } from './own-profile';

/** `PUT /api/account/profile`: there is no user id in the path, only the token's subject. */
export const handler = apiHandler(routes.updateProfile, async ({ body, caller, deps, event }) => {
  const profile = await editOwnProfile(deps, { userId: caller.userId!, username: caller.username, attributes: identityAttributesFrom(event) }, body);
  return new ApiReply(200, profile, { 'cache-control': 'private, no-store' });
}, { uses: [identityDirectoryProvider] });
