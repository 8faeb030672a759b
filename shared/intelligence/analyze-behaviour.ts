import { compareWithBaseline, type BaselineComparison, type BehaviourBaseline } from './behaviour-baseline';
import { behaviourFeatures, type BehaviourFeatures } from './behaviour-features';
import { botEvidence, botLikelihood, type BotEvidence } from './bot-model';
import type { BehaviourSessionInput } from './session-input';
import { round } from './stats';

export type BehaviouralClassification = 'normal' | 'suspicious' | 'likely_bot';

/** §9's behaviour badge: 70 and above is shown as destructive (likely bot), 40 and above as a warning (suspicious). */
export const likelyBotFrom = 70;
export const suspiciousFrom = 40;

export const classify = (score: number): BehaviouralClassification => (score >= likelyBotFrom ? 'likely_bot' : score >= suspiciousFrom ? 'suspicious' : 'normal');

/** Evidence adding at least this much to the log-odds is named among the anomaly indicators. */
const namedEvidence = 1;

/** §3's behavioural analysis of one session. */
export interface BehaviouralAnalysis {
  botLikelihoodScore: number;
  behavioralClassification: BehaviouralClassification;
  metrics: {
    activityMetrics: {
      totalEvents: number;
      clickEvents: number;
      scrollEvents: number;
      pageViews: number;
      uniquePages: number;
      eventIntervalConsistency: 'suspicious' | 'consistent' | 'variable';
      avgEventInterval: number | null;
    };
    navigationMetrics: {
      avgPageDuration: number | null;
      rapidSwitches: number;
      longStays: number;
      engagementPattern: 'bounce' | 'rapid_browsing' | 'engaged' | 'browsing';
    };
  };
  comparativeBaseline: BaselineComparison | null;
  anomalyIndicators: string[];
  /** Why the score is what it is, strongest first. */
  evidence: BotEvidence[];
  features: BehaviourFeatures;
  analysisTimestamp: string;
}

/**
 * analyze_behavioral_patterns (§7): the session's features, a bot likelihood from the hand-set model
 * (shared/intelligence/bot-model.ts), and, given the comparison window's baseline, how far it stands from it.
 */
export function analyzeBehaviouralPatterns(session: BehaviourSessionInput, options: { baseline?: BehaviourBaseline; now: Date }): BehaviouralAnalysis {
  const f = behaviourFeatures(session);
  const evidence = botEvidence(f);
  const score = botLikelihood(evidence);
  const comparison = options.baseline ? compareWithBaseline(f, options.baseline) : null;
  return {
    botLikelihoodScore: score,
    behavioralClassification: classify(score),
    metrics: {
      activityMetrics: {
        totalEvents: f.totalEvents,
        clickEvents: f.clickEvents,
        scrollEvents: f.scrollEvents,
        pageViews: f.pageViews,
        uniquePages: f.uniquePages,
        eventIntervalConsistency: f.intervalCv === null ? 'variable' : f.intervalCv < 0.3 ? 'suspicious' : f.intervalCv < 0.75 ? 'consistent' : 'variable',
        avgEventInterval: f.avgEventIntervalSeconds === null ? null : round(f.avgEventIntervalSeconds),
      },
      navigationMetrics: {
        avgPageDuration: f.pageTimeMeanSeconds === null ? null : round(f.pageTimeMeanSeconds),
        rapidSwitches: f.rapidSwitches,
        longStays: f.longStays,
        engagementPattern: engagement(f),
      },
    },
    comparativeBaseline: comparison,
    anomalyIndicators: [...evidence.filter((e) => e.strength * e.weight >= namedEvidence).map((e) => e.reason), ...(comparison?.anomalies ?? [])],
    evidence,
    features: f,
    analysisTimestamp: options.now.toISOString(),
  };
}

function engagement(f: BehaviourFeatures): BehaviouralAnalysis['metrics']['navigationMetrics']['engagementPattern'] {
  if (f.pageViews <= 1) return 'bounce';
  if (f.pagesPerMinute > 6 || f.rapidSwitches * 2 > f.pageViews) return 'rapid_browsing';
  if (f.longStays > 0 || (f.pageTimeMeanSeconds ?? 0) > 30) return 'engaged';
  return 'browsing';
}
