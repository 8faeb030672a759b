import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformanceReport } from '../../shared/performance/performance-report';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';

describe('the performance monitor', () => {
  let gateway: TestGateway;
  let admin: string;
  const report = async (query = '', token = admin) => {
    const res = await fetch(`${gateway.url}/api/admin/performance${query}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, headers: res.headers, body: (await res.json()) as PerformanceReport };
  };

  beforeAll(async () => {
    await useTestTable();
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'performance-admin');
  });
  afterAll(() => gateway.close());

  it("reports the requests the gateway's handlers measured: counts, percentiles and 5xx rate per route, the database calls and memory", async () => {
    for (let i = 0; i < 5; i += 1) await (await fetch(`${gateway.url}/api/health`)).arrayBuffer();
    await (await fetch(`${gateway.url}/api/products/no-such-product-here`)).arrayBuffer();
    const { status, headers, body } = await report('?window=5');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.source).toBe('in-process');
    const health = body.routes.find((r) => r.route === 'GET /api/health');
    expect(health?.count).toBeGreaterThanOrEqual(5);
    expect(health?.p50).toBeGreaterThan(0);
    expect(health!.p99!).toBeGreaterThanOrEqual(health!.p50!);
    expect(body.routes.find((r) => r.route === 'GET /api/products/{productId}')).toMatchObject({ errors: 0 });
    expect(body.database.count).toBeGreaterThan(0);
    expect(body.memory.usedMb).toBeGreaterThan(0);
    expect(body.series.at(-1)!.requests).toBeGreaterThan(0);
    expect(['healthy', 'warning', 'critical']).toContain(body.status);
    expect(body.status === 'healthy').toBe(body.issues.length === 0);
  });

  it('refuses a window outside 1 to 60 minutes, and anyone but an administrator', async () => {
    expect((await report('?window=0')).status).toBe(400);
    expect((await report('?window=61')).status).toBe(400);
    expect((await report('?window=abc')).status).toBe(400);
    expect((await report('', await gateway.tokenFor('employee', 'performance-employee'))).status).toBe(403);
  });
});
