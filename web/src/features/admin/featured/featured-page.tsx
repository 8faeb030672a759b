import { AdminScreen } from '../components/admin-screen';

/** The Featured screen (back-office §2), built in issue 15. */
export function FeaturedPage() {
  return <AdminScreen id="featured" />;
}
