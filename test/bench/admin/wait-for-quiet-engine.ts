import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100;
const windowMs = 5_000;

/** CPU seconds the process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The DynamoDB Local JVM serving `dataDir`, if this machine runs one. */
function engineProcess(dataDir: string): number | null {
  try {
    const lines = execFileSync('pgrep', ['-af', 'DynamoDBLocal.jar'], { encoding: 'utf8' }).split('\n');
    const line = lines.find((l) => l.includes(dataDir));
    return line ? Number(line.split(' ')[0]) : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the DynamoDB Local JVM on `dataDir` uses less than `busyShare` of a core over two 5-second windows in a row.
 * /api/health answers as soon as the gateway listens, but the start-up reindex then reads every search record (19,000
 * on the scale set, about 75 s of DynamoDB Local at full tilt) to fill the embedded engine, which on AWS keeps its
 * index; timing the routes meanwhile measures that reindex, not them.
 * Answers how long it waited.
 */
export async function waitForQuietEngine(dataDir: string, { busyShare = 0.15, maxWaitMs = 20 * 60_000 } = {}): Promise<number> {
  const started = performance.now();
  const pid = engineProcess(dataDir);
  if (pid === null) return 0;
  let quietWindows = 0;
  while (quietWindows < 2 && performance.now() - started < maxWaitMs) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, windowMs));
    const share = (cpuSeconds(pid) - before) / (windowMs / 1000);
    quietWindows = share < busyShare ? quietWindows + 1 : 0;
  }
  return performance.now() - started;
}
