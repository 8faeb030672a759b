import { routes } from '../../shared/routes/route-table';
import { identityDirectoryProvider } from '../lib/adapters/identity-directory/identity-directory-provider';
import { apiHandler } from '../lib/http/api-handler';
import { changeUserRole } from './change-user-role';

/** `PUT /api/admin/users/{userId}/roles/{role}` (admin): the acting admin is the token's subject. */
export const handler = apiHandler(
  routes.adminSetUserRole,
  ({ params: { userId, role }, body: { isActive }, caller, deps }) => changeUserRole(deps, { adminId: caller.userId!, userId, role, isActive }),
  { uses: [identityDirectoryProvider] },
);
