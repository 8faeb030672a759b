import { AdminScreen } from '../components/admin-screen';

/** The PreOrders screen (back-office §2), built in issue 15. */
export function PreOrdersPage() {
  return <AdminScreen id="preOrders" />;
}
