import { Link } from 'react-router-dom';
import { getHref } from '@/config/paths';

/** The Security tab's frame: risk and alerts come with security monitoring; the reports it links to are its screens. */
export function UserSecurityFrame({ userId }: { userId: string }) {
  return (
    <div className="user-frame" data-frame="security">
      <p>
        <strong>Security</strong> fills in with security monitoring: risk score and classification, VPN detections and fraud alerts.
      </p>
      <div className="user-detail-links">
        <Link className="btn btn-secondary" to={getHref('adminEnhancedUserIntelligence', { user: userId })}>
          Open intelligence report
        </Link>
        <Link className="btn btn-secondary" to={getHref('adminSecurityFraud', { user: userId })}>
          Open Security &amp; Fraud
        </Link>
      </div>
    </div>
  );
}
