import { AdminScreen } from '../components/admin-screen';

/** The Settings screen (back-office §2), built in issue 15. */
export function SettingsPage() {
  return <AdminScreen id="settings" />;
}
