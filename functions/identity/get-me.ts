import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';

export const handler = apiHandler(routes.getMe, async ({ caller }) => ({
  userId: caller.userId!,
  email: caller.email,
  role: caller.role,
  groups: caller.groups,
}));
