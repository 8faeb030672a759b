import { AdminScreen } from '../components/admin-screen';

/** The OrderDetail screen (back-office §2), built in issue 15. */
export function OrderDetailPage() {
  return <AdminScreen id="order" />;
}
