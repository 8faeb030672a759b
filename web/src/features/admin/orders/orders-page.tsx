import { AdminScreen } from '../components/admin-screen';

/** The Orders screen (back-office §2), built in issue 15. */
export function OrdersPage() {
  return <AdminScreen id="orders" />;
}
