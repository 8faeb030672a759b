import type { BehaviourView } from '../../../../../shared/intelligence/console-views';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { Panel } from '../ui/page-parts';
import { Fact } from './fact';
import { AnalysisFailed } from './analysis-failed';
import { behaviourBadgeClass, classificationLabel, dateTime, percentDiff, seconds, words } from './intelligence-format';
import { failureToast, useRerun } from './use-rerun';

const path = '/api/admin/intelligence/sessions/{sessionId}/behaviour';
const onError = failureToast('Analysis Error', 'Failed to analyze behavior');

/** The Behavior tab (§2, §3): how likely a bot, from what the session did and how far it stands from the window's sessions. */
export function BehaviourPanel({ sessionId }: { sessionId: string }) {
  const params = { sessionId };
  const { data, error, isLoading, isValidating, mutate } = useApi(path, { params, query: { fresh: 'false' } }, { onError, shouldRetryOnError: false });
  const rerun = useRerun(mutate, () => apiGet(path, { params, query: { fresh: 'true' } }), onError);
  if (error && !data) return <AnalysisFailed title="Behavioral Analysis" retrying={isValidating} onRetry={() => void mutate()} />;
  const action = (
    <Button variant="secondary" onClick={rerun.run} disabled={rerun.pending || isLoading} aria-busy={rerun.pending}>
      Re-analyze Behavior
    </Button>
  );
  return (
    <Panel title="Behavioral Analysis" actions={action} className="intel-analysis">
      {data ? <BehaviourResult data={data} /> : <p className="muted">Analyzing behavior…</p>}
    </Panel>
  );
}


export function BehaviourResult({ data }: { data: BehaviourView }) {
  const a = data.metrics.activityMetrics;
  const n = data.metrics.navigationMetrics;
  const b = data.comparativeBaseline;
  return (
    <>
      <div className="intel-score-row">
        <span>Classification</span>
        <span className={behaviourBadgeClass(data.botLikelihoodScore)}>{classificationLabel[data.behavioralClassification]}</span>
        <span>
          Bot likelihood <strong>{data.botLikelihoodScore}/100</strong>
        </span>
      </div>
      <div className="intel-columns">
        <section aria-labelledby="intel-activity">
          <h3 className="intel-subhead" id="intel-activity">
            Activity Patterns
          </h3>
          <dl className="intel-facts">
            <Fact label="Total events">{a.totalEvents}</Fact>
            <Fact label="Click events">{a.clickEvents}</Fact>
            <Fact label="Scroll events">{a.scrollEvents}</Fact>
            <Fact label="Page views">{a.pageViews}</Fact>
            <Fact label="Unique pages">{a.uniquePages}</Fact>
            <Fact label="Timing consistency">
              <span className={a.eventIntervalConsistency === 'suspicious' ? 'badge badge-warning' : 'badge'}>{words(a.eventIntervalConsistency)}</span>
            </Fact>
            <Fact label="Avg event interval">{seconds(a.avgEventInterval)}</Fact>
          </dl>
        </section>
        <section aria-labelledby="intel-navigation">
          <h3 className="intel-subhead" id="intel-navigation">
            Navigation Behavior
          </h3>
          <dl className="intel-facts">
            <Fact label="Avg page time">{seconds(n.avgPageDuration)}</Fact>
            <Fact label="Rapid switches">{n.rapidSwitches}</Fact>
            <Fact label="Long stays">{n.longStays}</Fact>
            <Fact label="Engagement pattern">{words(n.engagementPattern)}</Fact>
          </dl>
        </section>
        <section aria-labelledby="intel-baseline">
          <h3 className="intel-subhead" id="intel-baseline">
            Comparison with Baseline
          </h3>
          {b ? (
            <dl className="intel-facts">
              <Fact label="Events vs average">{percentDiff(b.percentDifferences.events)}</Fact>
              <Fact label="Duration vs average">{percentDiff(b.percentDifferences.duration)}</Fact>
              <Fact label="Page views vs average">{percentDiff(b.percentDifferences.pageViews)}</Fact>
              <Fact label="Average events">{b.baselineEventsAvg ?? '—'}</Fact>
              <Fact label="Average duration">{seconds(b.baselineDurationAvg)}</Fact>
              <Fact label="Comparison sessions">{b.totalComparisonSessions}</Fact>
            </dl>
          ) : (
            <p className="muted">No sessions in the last {data.comparisonWindowHours} hours to compare with.</p>
          )}
        </section>
      </div>
      <h3 className="intel-subhead">Detected Anomalies</h3>
      {data.anomalyIndicators.length === 0 ? (
        <p className="muted">No anomalies detected</p>
      ) : (
        <ul className="intel-list intel-anomalies">
          {data.anomalyIndicators.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <p className="muted intel-analysed">
        Analyzed <time dateTime={data.analysisTimestamp}>{dateTime(data.analysisTimestamp)}</time> against the last {data.comparisonWindowHours} hours
      </p>
    </>
  );
}
