import { Button } from '@/components/ui/button';
import { Panel } from '../ui/page-parts';

/** An analysis tab whose first answer failed (§8): the toast has said why; here the admin can ask again. */
export function AnalysisFailed({ title, message = 'The analysis could not be completed.', retryLabel = 'Retry Analysis', onRetry }: { title: string; message?: string; retryLabel?: string; onRetry(): void }) {
  return (
    <Panel title={title}>
      <div className="admin-empty" role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </Panel>
  );
}
