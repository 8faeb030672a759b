import { analyzeBehaviouralPatterns } from '../../../shared/intelligence/analyze-behaviour';
import { behaviourBaseline } from '../../../shared/intelligence/behaviour-baseline';
import { behaviourFeatures } from '../../../shared/intelligence/behaviour-features';
import type { GeneratedSession } from '../../intelligence/generated-session';
import { rocAuc } from './roc-auc';

export interface BotQuality {
  sessions: number;
  bots: number;
  auc: number;
  /** Bots and humans per classification (§9 bands). */
  bands: Record<'normal' | 'suspicious' | 'likely_bot', { bots: number; humans: number }>;
  /** AUC of each bot kind against all humans. */
  aucByKind: Record<string, number>;
  callMs: number[];
}

/** Every session analysed against the baseline of the whole sample, as the console would against its window. */
export function measureBots(sessions: readonly GeneratedSession[]): BotQuality {
  const baseline = behaviourBaseline(sessions.slice(0, 500).map((g) => behaviourFeatures({ ...g.session, events: g.events })));
  const now = new Date();
  const callMs: number[] = [];
  const scored = sessions.map((g) => {
    const t0 = performance.now();
    const analysis = analyzeBehaviouralPatterns({ ...g.session, events: g.events }, { baseline, now });
    callMs.push(performance.now() - t0);
    return { g, score: analysis.botLikelihoodScore, classification: analysis.behavioralClassification };
  });
  const bands: BotQuality['bands'] = { normal: { bots: 0, humans: 0 }, suspicious: { bots: 0, humans: 0 }, likely_bot: { bots: 0, humans: 0 } };
  for (const s of scored) bands[s.classification][s.g.label.isBot ? 'bots' : 'humans']++;
  const humans = scored.filter((s) => !s.g.label.isBot);
  const kinds = [...new Set(scored.filter((s) => s.g.label.isBot).map((s) => s.g.label.kind))];
  return {
    sessions: scored.length,
    bots: scored.length - humans.length,
    auc: rocAuc(scored.map((s) => ({ score: s.score, positive: s.g.label.isBot }))),
    bands,
    aucByKind: Object.fromEntries(kinds.map((k) => [k, rocAuc([...humans, ...scored.filter((s) => s.g.label.kind === k)].map((s) => ({ score: s.score, positive: s.g.label.isBot })))])),
    callMs,
  };
}
