import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../test/integration/table';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import { createStore, type Store } from '../../functions/lib/data/store';
import type { Deps } from '../../functions/lib/deps';
import { salesFigures } from '../../functions/orders/sales-figures';
import { CredentialStore } from '../identity/credential-store';
import { BucketFiles } from '../object-store/bucket-files';
import { seedDemo } from '../seed/seed-demo';
import { seedScale } from '../seed/scale/seed-scale';
import { runRecount } from './run-recount';

describe('recounting the counters from the table', () => {
  let deps: Deps;
  let inspect: Store;
  const counters = async () => new Map((await inspect.entities.catalogCounter.scan.go({ pages: 'all' })).data.map((c) => [c.scope, c.count]));
  const recount = () => runRecount(createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true }), inspect, deps.config.TABLE_NAME);

  beforeAll(async () => {
    deps = await useTestTable();
    inspect = createStore(createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true }), deps.config.TABLE_NAME);
    const dir = await mkdtemp(join(tmpdir(), 'neonkeys-recount-'));
    await seedDemo(deps, new CredentialStore(join(dir, 'credentials.json')));
    await seedScale(deps, {
      sizes: { products: 110, variants: 400, keys: 3000, orders: 400, users: 60 },
      images: new BucketFiles(join(dir, 'images')),
      log: () => undefined,
    });
  }, 240_000);

  it('finds the scale seed’s counters exact: recounting changes no figure', async () => {
    const before = { all: await salesFigures(deps, 'all'), today: await salesFigures(deps, { day: deps.now() }), catalog: await counters() };

    await recount();

    expect(before.all.orders).toBeGreaterThan(300);
    expect(before.all.refunds).toBeGreaterThan(0);
    expect(await salesFigures(deps, 'all')).toEqual(before.all);
    expect(await salesFigures(deps, { day: deps.now() })).toEqual(before.today);
    expect(await counters()).toEqual(before.catalog);
    expect(before.catalog.get(catalogCounterScopes.products)).toBe(110);
  });

  it('repairs drifted counters and removes shards and scopes that should not exist', async () => {
    const truth = { all: await salesFigures(deps, 'all'), catalog: await counters() };
    await inspect.entities.salesCounter.put({ scope: 'all#5', orders: 7, units: 7, revenueCents: 700, refunds: 0, refundedCents: 0 }).go();
    await inspect.entities.catalogCounter.put([{ scope: catalogCounterScopes.users, count: 1 }, { scope: 'platform#retired', count: 3 }]).go();

    const report = await recount();

    expect(await salesFigures(deps, 'all')).toEqual(truth.all);
    expect(await counters()).toEqual(truth.catalog);
    expect(report.results.find((r) => r.name === 'sales counters')?.deleted).toBe(1);
    expect(report.results.find((r) => r.name === 'catalogue counters')?.deleted).toBe(1);
  });
});
