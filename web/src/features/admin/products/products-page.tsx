import { AdminScreen } from '../components/admin-screen';

/** The Products screen (back-office §2), built in issue 15. */
export function ProductsPage() {
  return <AdminScreen id="products" />;
}
