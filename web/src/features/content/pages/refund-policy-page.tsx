import { ContentPage } from '../components/content-page';
import { refundPolicy } from '../documents/refund-policy';

/** /refund-policy: the refund rules. */
export function RefundPolicyPage() {
  return <ContentPage document={refundPolicy} path="refundPolicy" updated="2026-11-24" />;
}
