import { AdminScreen } from '../components/admin-screen';

/** The UserDetail screen (back-office §2), built in issue 15. */
export function UserDetailPage() {
  return <AdminScreen id="user" />;
}
