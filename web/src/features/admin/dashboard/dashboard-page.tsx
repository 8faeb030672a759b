import { AdminScreen } from '../components/admin-screen';

/** The Dashboard screen (back-office §2), built in issue 15. */
export function DashboardPage() {
  return <AdminScreen id="dashboard" />;
}
