import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthReport } from '../../shared/ops/health-report';
import { setDeps, type Deps } from '../lib/deps';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';

describe('GET /api/health', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('reports every component up with its latency', async () => {
    const res = await fetch(`${gateway.url}/api/health`);
    const report = (await res.json()) as HealthReport;

    expect(res.status).toBe(200);
    expect(report.status).toBe('ok');
    expect(Object.keys(report.components).sort()).toEqual(['keyEncryption', 'objectStore', 'queues', 'table']);
    expect(Object.values(report.components).every((c) => c.status === 'up' && c.latencyMs >= 0)).toBe(true);
  });

  it('answers 503 and names the component that is down', async () => {
    setDeps({ ...deps, keyCipher: { ...deps.keyCipher, healthCheck: () => Promise.reject(new Error('master key unreadable')) } });
    await new Promise((r) => setTimeout(r, 1100)); // past the one-second health cache

    const res = await fetch(`${gateway.url}/api/health`);
    const report = (await res.json()) as HealthReport;

    expect(res.status).toBe(503);
    expect(report.components.keyEncryption).toMatchObject({ status: 'down', detail: 'master key unreadable' });
    expect(report.components.table?.status).toBe('up');
    setDeps(deps);
  });
});
