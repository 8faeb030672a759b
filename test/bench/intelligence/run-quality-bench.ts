// `npm run bench:intelligence-quality`: bot likelihood and identity linking scored on labelled generated traffic.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateTraffic } from '../../intelligence/traffic-generator';
import { developmentProfile, evaluationProfile } from '../../intelligence/traffic-profiles';
import { measureBots } from './bot-quality';
import { measureLinking } from './linking-quality';
import { writeQualityReport, type SeedRun } from './quality-report';

/** Both seeds, then the report. Pure computation: no store is started. */
export async function runIntelligenceQualityBench(root: string): Promise<SeedRun[]> {
  const load = loadavg();
  const runs: SeedRun[] = [];
  for (const profile of [developmentProfile, evaluationProfile]) {
    console.log(`intelligence: generating the ${profile.name} seed…`);
    const t0 = performance.now();
    const sessions = generateTraffic(profile);
    const generateMs = performance.now() - t0;
    console.log(`intelligence: ${sessions.length} sessions; behaviour analysis, then correlation…`);
    runs.push({ profile, sessions: sessions.length, generateMs, bots: measureBots(sessions), linking: measureLinking(sessions), linkingNearestReads: measureLinking(sessions, 'nearest') });
  }
  await writeQualityReport(join(root, 'docs/performance.md'), runs, load);
  console.log(JSON.stringify(runs.map((r) => ({ seed: r.profile.name, auc: r.bots.auc, precision: r.linking.precision, recall: r.linking.recall, tp: r.linking.truePositives, fp: r.linking.falsePositives, fn: r.linking.falseNegatives, nearestReads: { precision: r.linkingNearestReads.precision, recall: r.linkingNearestReads.recall } })), null, 2));
  return runs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await runIntelligenceQualityBench(resolve(import.meta.dirname, '../../..'));
}
