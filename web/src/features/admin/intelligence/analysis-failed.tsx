import { Button } from '@/components/ui/button';
import { Panel } from '../ui/page-parts';

/** An analysis tab whose first answer failed (§8): the toast has said why; here the admin can ask again. */
export function AnalysisFailed({
  title,
  message = 'The analysis could not be completed.',
  retryLabel = 'Retry Analysis',
  retrying = false,
  onRetry,
}: {
  title: string;
  message?: string;
  retryLabel?: string;
  retrying?: boolean;
  onRetry(): void;
}) {
  return (
    <Panel title={title}>
      <div className="admin-empty" role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retryLabel}
        </Button>
      </div>
    </Panel>
  );
}
