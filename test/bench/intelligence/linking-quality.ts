import { correlateUserIdentity } from '../../../shared/intelligence/correlate-identity';
import { linkedFrom } from '../../../shared/intelligence/correlation-result';
import type { GeneratedSession } from '../../intelligence/generated-session';
import { CandidateIndex } from './candidate-index';
import { withBehaviourOfRead, type ReadChoice } from './behaviour-reads';
import { correlationSessions, featuresOf } from './quality-data';

export interface LinkingQuality {
  accounts: number;
  truePairs: number;
  pairsScored: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  /** Wrongly linked pairs by the kinds of their two people, and missed ones by kind. */
  falsePositiveKinds: Record<string, number>;
  falseNegativeKinds: Record<string, number>;
  callMs: number[];
  /** Choosing which candidates' events to read (`candidatesToRead`), per target; empty when reading the nearest. */
  readChoiceMs: number[];
  candidates: number[];
  /** Every scored pair's confidence and truth, for a precision-recall reading at other cut-offs. */
  pairs: { confidence: number; linked: boolean }[];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Every signed-in session correlated against the candidates its indexes would give, only `behaviourReads` of them with
 * their behaviour (chosen as `reads` says); a pair of accounts is linked when any of their sessions reaches 65. Truth:
 * the two accounts belong to one person.
 */
export function measureLinking(sessions: readonly GeneratedSession[], reads: ReadChoice = 'alike'): LinkingQuality {
  const all = correlationSessions(sessions, featuresOf(sessions));
  const index = new CandidateIndex(all);
  const person = new Map<string, { id: string; kind: string }>();
  for (const g of sessions) if (g.session.userId) person.set(g.session.userId, { id: g.label.personId, kind: g.label.variant ? `${g.label.kind} (${g.label.variant})` : g.label.kind });
  const best = new Map<string, number>();
  const callMs: number[] = [];
  const readChoiceMs: number[] = [];
  const candidates: number[] = [];
  const now = new Date();
  for (const target of all.filter((s) => s.userId)) {
    const indexed = index.candidatesOf(target);
    const tRead = performance.now();
    const found = withBehaviourOfRead(target, indexed, reads);
    if (reads === 'alike') readChoiceMs.push(performance.now() - tRead);
    const t0 = performance.now();
    const result = correlateUserIdentity(target, found, { now });
    callMs.push(performance.now() - t0);
    candidates.push(found.length);
    for (const u of result.linkedUsers) {
      const key = pairKey(target.userId!, u.userId);
      best.set(key, Math.max(best.get(key) ?? 0, u.maxConfidence));
    }
  }
  const accounts = [...person.keys()];
  const truth = new Set<string>();
  for (let i = 0; i < accounts.length; i++) for (let j = i + 1; j < accounts.length; j++) if (person.get(accounts[i]!)!.id === person.get(accounts[j]!)!.id) truth.add(pairKey(accounts[i]!, accounts[j]!));
  let tp = 0;
  let fp = 0;
  let tn = 0;
  const fpKinds: Record<string, number> = {};
  const fnKinds: Record<string, number> = {};
  for (const [key, confidence] of best) {
    const linked = confidence >= linkedFrom;
    if (truth.has(key)) tp += linked ? 1 : 0;
    else if (linked) {
      fp++;
      const kinds = key.split('|').map((u) => person.get(u)!.kind).sort().join('+');
      fpKinds[kinds] = (fpKinds[kinds] ?? 0) + 1;
    } else tn++;
  }
  for (const key of truth) {
    if ((best.get(key) ?? 0) >= linkedFrom) continue;
    const kind = person.get(key.split('|')[0]!)!.kind;
    fnKinds[kind] = (fnKinds[kind] ?? 0) + 1;
  }
  const fn = truth.size - tp;
  return {
    accounts: accounts.length,
    truePairs: truth.size,
    pairsScored: best.size,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
    precision: tp + fp === 0 ? NaN : tp / (tp + fp),
    recall: truth.size === 0 ? NaN : tp / truth.size,
    falsePositiveKinds: fpKinds,
    falseNegativeKinds: fnKinds,
    callMs,
    readChoiceMs,
    candidates,
    pairs: [...best].map(([key, confidence]) => ({ confidence, linked: truth.has(key) })),
  };
}
