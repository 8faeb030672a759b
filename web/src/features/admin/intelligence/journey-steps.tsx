import type { JourneyStepView } from '../../../../../shared/intelligence/console-views';
import { dateTime, sessionDuration, words } from './intelligence-format';

/** A session's journey (§3): each step's event, page, product, time and time on page, in order; at most 10 (§9). */
export function JourneySteps({ steps }: { steps: JourneyStepView[] }) {
  if (steps.length === 0) return <p className="muted">No journey data available for this session</p>;
  return (
    <ol className="intel-journey">
      {steps.map((step, i) => (
        <li key={`${step.timestamp}-${i}`}>
          <span className="intel-journey-type badge">{words(step.eventType)}</span>
          <span className="intel-journey-page">
            <code>{step.pagePath}</code>
            {step.productName && <span className="intel-journey-product">{step.productName}</span>}
          </span>
          <span className="muted intel-journey-time">
            <time dateTime={step.timestamp}>{dateTime(step.timestamp)}</time>
            {step.durationSeconds !== null && ` · ${sessionDuration(step.durationSeconds)}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
