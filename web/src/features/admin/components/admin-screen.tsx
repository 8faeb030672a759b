import { useParams } from 'react-router-dom';
import { adminScreens, type AdminScreenId } from '../admin-screens';

/** The heading and purpose of an admin screen, until the issue that builds the screen replaces it. */
export function AdminScreen({ id }: { id: AdminScreenId }) {
  const { title, summary } = adminScreens[id];
  const { userId, orderId } = useParams();
  const subject = userId ?? orderId;
  return (
    <section className="page-intro">
      <title>{`${title} | NeonKeys Admin`}</title>
      <h1>{subject ? `${title}: ${subject}` : title}</h1>
      <p className="muted">{summary}</p>
    </section>
  );
}
