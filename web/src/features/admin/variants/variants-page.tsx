import { AdminScreen } from '../components/admin-screen';

/** The Variants screen (back-office §2), built in issue 15. */
export function VariantsPage() {
  return <AdminScreen id="variants" />;
}
