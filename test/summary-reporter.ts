import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain "N passed, N failed" line that CI reads, whatever else the default reporter printed, and
 * one `file-time` line per test file (its import, setup and tests, in milliseconds) from which `npm test` prints the
 * slowest files of the whole run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      console.log(`file-time ${Math.round(ms)} ${module.project.name} ${module.relativeModuleId}`);
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
