import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import type { TrafficProfile } from '../../intelligence/traffic-profiles';
import type { BotQuality } from './bot-quality';
import type { LinkingQuality } from './linking-quality';

const begin = '<!-- bench:intelligence-quality:begin -->';
const end = '<!-- bench:intelligence-quality:end -->';

export interface SeedRun {
  profile: TrafficProfile;
  sessions: number;
  generateMs: number;
  bots: BotQuality;
  linking: LinkingQuality;
  /** The same linking with the events of the 40 candidates nearest in time read instead of `candidatesToRead`'s 40. */
  linkingNearestReads: LinkingQuality;
}

const percentile = (xs: readonly number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const f3 = (x: number) => x.toFixed(3);
const ms = (x: number) => `${x.toFixed(2)} ms`;
const kinds = (r: Record<string, number>) => Object.entries(r).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';

/** Replaces the intelligence-quality section of docs/performance.md with this run's figures, keeping the rest. */
export async function writeQualityReport(path: string, runs: readonly SeedRun[], loadBefore: number[] = loadavg()): Promise<void> {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${osType()} ${release()}, Node ${process.version}`;
  const rows = runs.map((r) => {
    const l = r.linking;
    return `| ${r.profile.name} (seed ${r.profile.seed}) | ${r.sessions} (${r.bots.bots} bots) | ${f3(r.bots.auc)}: ${verdict(r.bots.auc >= 0.95)} | ${f3(l.precision)}: ${verdict(l.precision >= 0.95)} | ${f3(l.recall)}: ${verdict(l.recall >= 0.9)} | ${l.truePositives} / ${l.falsePositives} / ${l.falseNegatives} / ${l.trueNegatives} |`;
  });
  const details = runs.map((r) => {
    const b = r.bots;
    const l = r.linking;
    return `- **${r.profile.name}**: AUC by bot kind against all people: ${Object.entries(b.aucByKind).map(([k, v]) => `${k} ${f3(v)}`).join(', ')}. Classification (bots / people): normal ${b.bands.normal.bots} / ${b.bands.normal.humans}, suspicious ${b.bands.suspicious.bots} / ${b.bands.suspicious.humans}, likely bot ${b.bands.likely_bot.bots} / ${b.bands.likely_bot.humans}. Linking: ${l.accounts} accounts, ${l.truePairs} pairs of one person, ${l.pairsScored} pairs scored; wrongly linked: ${kinds(l.falsePositiveKinds)}; missed: ${kinds(l.falseNegativeKinds)}. Behaviour analysis of one session p50 ${ms(percentile(b.callMs, 50))}, p99 ${ms(percentile(b.callMs, 99))}; correlation of one session against its candidates (mean ${(l.candidates.reduce((a, c) => a + c, 0) / l.candidates.length).toFixed(0)}, max ${Math.max(...l.candidates)}) p50 ${ms(percentile(l.callMs, 50))}, p99 ${ms(percentile(l.callMs, 99))}. Choosing the candidates to read p50 ${ms(percentile(l.readChoiceMs, 50))}, p99 ${ms(percentile(l.readChoiceMs, 99))}. Reading the 40 nearest in time instead: precision ${f3(r.linkingNearestReads.precision)}, recall ${f3(r.linkingNearestReads.recall)} (${r.linkingNearestReads.truePositives} / ${r.linkingNearestReads.falsePositives} / ${r.linkingNearestReads.falseNegatives}). Generated in ${(r.generateMs / 1000).toFixed(1)} s.`;
  });
  const section = `${begin}
## Intelligence quality (issue 17) — ${new Date().toISOString().slice(0, 10)}

Machine: ${machine}; load average before the run ${loadBefore.map((v) => v.toFixed(1)).join(' / ')}. Measured by \`npm run bench:intelligence-quality\` (also run by \`npm run bench\`): the labelled traffic of
test/intelligence/ for two differently parameterised seeds, every session through \`analyzeBehaviouralPatterns\` (against a
baseline of the first 500 sessions) and every signed-in session through \`correlateUserIdentity\` against the candidates its
fingerprint, address, subnet and ASN indexes would give (ASN: the nearest 50 within three days), as the server hands them
over: only the 40 that \`candidatesToRead\` picks carry their behaviour vector (the server reads no more candidates' events).
The weights were set by reading the development seed; the evaluation seed had been seen before the last changes
(docs/intelligence.md). A pair of accounts counts as linked when any session of one reaches 65 against the other; truth
is one person behind both.

| seed | sessions | bot likelihood ROC AUC (goal ≥ 0.95) | linked pairs precision at 65 (≥ 0.95) | recall at 65 (≥ 0.90) | TP / FP / FN / TN pairs |
|---|---|---|---|---|---|
${rows.join('\n')}

${details.join('\n')}
${end}`;
  const current = await readFile(path, 'utf8');
  await writeFile(path, current.includes(begin) ? current.replace(new RegExp(`${begin}[\\s\\S]*${end}`), section) : `${current.trimEnd()}\n\n${section}\n`);
}
