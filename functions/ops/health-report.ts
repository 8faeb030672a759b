import type { ComponentHealth, ComponentName, HealthReport } from '../../shared/ops/health-report';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';

const checkTimeoutMs = 2000;
// A public endpoint must not let callers hammer KMS and SQS; one probe a second is plenty for load balancers.
const reports = new TtlCache<HealthReport>(1000);

/** Whether the table, queues, key encryption and buckets answer, each within 2 s; one report a second at most. */
export function healthReport(deps: Pick<Deps, 'store' | 'queues' | 'keyCipher' | 'objects' | 'now'>): Promise<HealthReport> {
  return reports.get('health', () => checkAll(deps));
}

async function checkAll(deps: Pick<Deps, 'store' | 'queues' | 'keyCipher' | 'objects' | 'now'>): Promise<HealthReport> {
  const checks: Record<Exclude<ComponentName, 'search'>, () => Promise<unknown>> = {
    table: () => deps.store.entities.platform.query.byId({}).go({ limit: 1 }),
    queues: () => Promise.all(Object.values(deps.queues).map((q) => q.healthCheck())),
    keyEncryption: () => deps.keyCipher.healthCheck(),
    objectStore: () => Promise.all(Object.values(deps.objects).map((o) => o.healthCheck())),
  };
  const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await probe(check)] as const));
  const components = Object.fromEntries(entries);
  return {
    status: entries.every(([, c]) => c.status === 'up') ? 'ok' : 'degraded',
    components,
    checkedAt: deps.now().toISOString(),
  };
}

async function probe(check: () => Promise<unknown>): Promise<ComponentHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
