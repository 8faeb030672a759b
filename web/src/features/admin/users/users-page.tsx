import { AdminScreen } from '../components/admin-screen';

/** The Users screen (back-office §2), built in issue 15. */
export function UsersPage() {
  return <AdminScreen id="users" />;
}
