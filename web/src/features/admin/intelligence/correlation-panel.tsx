import { Link } from 'react-router-dom';
import type { CorrelationView } from '../../../../../shared/intelligence/console-views';
import { warnFrom, type CorrelationFactors, type LinkedSession } from '../../../../../shared/intelligence/correlation-result';
import { Button } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { apiGet } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { EmptyState, Panel } from '../ui/page-parts';
import { badgeClass } from '../security/security-labels';
import { AlertIcon } from './intelligence-icons';
import { correlationBadge, dateTime, words } from './intelligence-format';
import { AnalysisFailed } from './analysis-failed';
import { ScoreBar } from './score-bar';
import { failureToast, useRerun } from './use-rerun';

const path = '/api/admin/intelligence/sessions/{sessionId}/correlation';
const onError = failureToast('Analysis Error', 'Failed to analyze correlation');

const factorLabels: [keyof CorrelationFactors, string][] = [
  ['deviceConsistency', 'Device Consistency'],
  ['networkSimilarity', 'Network Similarity'],
  ['behavioralScore', 'Behavioral Score'],
  ['temporalPatterns', 'Temporal Patterns'],
];

const col = columnsFor<LinkedSession>();
const sessionColumns = col.columns([
  col.accessor('sessionId', { header: 'Session', cell: (c) => <code title={c.getValue()}>{c.getValue().slice(-8)}</code> }),
  col.accessor((s) => s.ipAddress ?? '', { id: 'ip', header: 'IP', cell: (c) => (c.getValue() ? <code>{c.getValue()}</code> : <span className="muted">IP not detected</span>) }),
  col.accessor('startedAt', { header: 'Date', cell: (c) => <time dateTime={c.getValue()}>{dateTime(c.getValue())}</time> }),
  col.accessor('matchType', { header: 'Match', cell: (c) => words(c.getValue()) }),
  col.accessor((s) => s.commonPages.length, { id: 'pages', header: 'Common pages', cell: (c) => <span title={c.row.original.commonPages.join('\n')}>{c.getValue()}</span> }),
  col.accessor('confidence', { header: 'Confidence', cell: (c) => <span className={badgeClass(correlationBadge(c.getValue()))}>{c.getValue()}%</span> }),
]);

/** The Correlation tab (§2, §3): who else this session looks like, how sure, and why. */
export function CorrelationPanel({ sessionId }: { sessionId: string }) {
  const params = { sessionId };
  const { data, error, isLoading, isValidating, mutate } = useApi(path, { params, query: { fresh: 'false' } }, { onError, shouldRetryOnError: false });
  const rerun = useRerun(mutate, () => apiGet(path, { params, query: { fresh: 'true' } }), onError);
  const action = (
    <Button variant="secondary" onClick={rerun.run} disabled={rerun.pending || isLoading} aria-busy={rerun.pending}>
      Re-analyze Correlation
    </Button>
  );
  if (error && !data) return <AnalysisFailed title="Identity Correlation" retrying={isValidating} onRetry={() => void mutate()} />;
  return (
    <Panel title="Identity Correlation" actions={action} className="intel-analysis">
      {data ? <CorrelationBody data={data} /> : <p className="muted">Analyzing correlation…</p>}
    </Panel>
  );
}

/** The analysis, or §2's empty state when no other session resembles this one. */
export function CorrelationBody({ data }: { data: CorrelationView }) {
  if (data.linkedSessions.length > 0) return <CorrelationResult data={data} />;
  return (
    <>
      <EmptyState title="No correlation data available" />
      <AnalysedAt data={data} />
    </>
  );
}

function AnalysedAt({ data }: { data: CorrelationView }) {
  return (
    <p className="muted intel-analysed">
      Analyzed <time dateTime={data.analysisTimestamp}>{dateTime(data.analysisTimestamp)}</time> · {data.candidatesCompared} session{data.candidatesCompared === 1 ? '' : 's'} compared
    </p>
  );
}

function CorrelationResult({ data }: { data: CorrelationView }) {
  const score = data.confidenceScore;
  const variant = correlationBadge(score);
  return (
    <>
      <div className="intel-score-row">
        <span>Correlation Confidence</span>
        <span className={badgeClass(variant)}>{score}%</span>
        <ScoreBar value={score} label="Correlation confidence" tone={variant === 'destructive' ? 'danger' : variant === 'secondary' ? 'warning' : undefined} />
      </div>
      {score >= warnFrom && (
        <p className="intel-warning">
          <AlertIcon /> High correlation confidence indicates potential multi-account usage
        </p>
      )}
      <h3 className="intel-subhead">Correlation Factors</h3>
      <dl className="intel-factors">
        {factorLabels.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <span>{data.correlationFactors[key]}%</span>
              <ScoreBar value={data.correlationFactors[key]} label={label} />
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="intel-subhead">Linked Users ({data.linkedUsers.length})</h3>
      {data.linkedUsers.length === 0 ? (
        <p className="muted">No other accounts linked; the linked sessions are anonymous.</p>
      ) : (
        <ul className="intel-linked-users">
          {data.linkedUsers.map((u) => (
            <li key={u.userId}>
              <Link to={getHref('adminUser', { userId: u.userId })} title={u.userId}>
                {u.name ?? u.userId}
              </Link>
              <span className="intel-chips">
                {u.matchTypes.map((m) => (
                  <span key={m} className="intel-chip">
                    {words(m)}
                  </span>
                ))}
              </span>
              <span className={badgeClass(correlationBadge(u.maxConfidence))}>
                {words(u.correlationStrength)} · {u.maxConfidence}%
              </span>
              <span className="muted">
                {u.sessionCount} session{u.sessionCount === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="intel-subhead">Linked Sessions ({data.linkedSessions.length})</h3>
      <DataTable columns={sessionColumns} data={data.linkedSessions} caption="Linked sessions" getRowId={(s) => s.sessionId} />
      {data.riskIndicators.length > 0 && (
        <>
          <h3 className="intel-subhead">Risk Indicators</h3>
          <ul className="intel-list">
            {data.riskIndicators.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
      <AnalysedAt data={data} />
    </>
  );
}
