import { DeleteMessageCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSettings } from '../../shared/search-admin/search-settings';
import type { ForceSyncResult, SearchStatus } from '../../shared/search-admin/search-status';
import { indexName } from '../../shared/search/index-names';
import type { SearchHit } from '../../shared/search/search-hit';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { algoliaHost } from '../lib/adapters/search-index/search-index-from-config';
import type { Deps } from '../lib/deps';
import { services } from '../../test/integration/services';
import { ownQueues } from '../../test/integration/commerce';

const adminKey = 'search-management-admin-key';

describe('search management', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  let sqs: SQSClient;
  let search: (query: string) => Promise<string[]>;
  // Queues of this file's own: the worker's queues may still hold another file's product changes.
  let queueUrl = '';
  const api = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const res = await fetch(`${gateway.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
    return { status: res.status, body: (await res.json()) as T & { detail?: string; errors?: { path: string; message: string }[] } };
  };
  const changed = (productId: string) => sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ productId }) }));

  beforeAll(async () => {
    queueUrl = (await ownQueues())['search-index'];
    process.env.QUEUE_URL_SEARCH_INDEX = queueUrl;
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway({ search: { engine: new SearchEngine(), keys: { adminKey } } });
    admin = await gateway.tokenFor('admin', 'search-manager');
    sqs = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    const client = algoliasearch('local', 'local-search-key', { hosts: [{ ...algoliaHost(gateway.url), accept: 'read' }] });
    search = async (query) => (await client.searchSingleIndex<SearchHit>({ indexName: indexName('en'), searchParams: { query } })).hits.map((h) => h.name);
  });
  afterAll(() => gateway.close());

  it('Force Sync drains the waiting product changes now, with the consumer’s code, and the product is found by its name', async () => {
    const { product } = await seedProduct(deps, { name: 'Quasar Drift Chronicles' }, [{ priceUsdCents: 1999 }]);
    await changed(product.productId);
    await changed(product.productId);
    const synced = await api<ForceSyncResult>('POST', '/api/admin/search/sync');
    expect(synced.status).toBe(200);
    expect(synced.body.messages).toBeGreaterThanOrEqual(2);
    expect(synced.body.products).toBeGreaterThanOrEqual(1);
    expect(synced.body.remaining).toBe(0);
    expect(await search('quasar drift')).toContain('Quasar Drift Chronicles');

    const status = await api<SearchStatus>('GET', '/api/admin/search/status');
    expect(status.status).toBe(200);
    expect(status.body.indexRecords?.byIndex[indexName('en')]).toBeGreaterThanOrEqual(1);
    expect(status.body.queue).toMatchObject({ pending: 0 });
    expect(status.body.lastSync).toMatchObject({ ok: true });
    expect(status.body.quota).toMatchObject({ source: 'embedded', limit: 100_000 });
    expect(status.body.quota!.writeOperations).toBeGreaterThan(0);
    expect(status.body.health).toBe('good');
  });

  it('shows a warning above ten waiting operations and an error when the dead-letter queue holds a message', async () => {
    const { product } = await seedProduct(deps, { name: 'Warning Product' }, [{ priceUsdCents: 500 }]);
    for (let i = 0; i < 11; i += 1) await changed(product.productId);
    expect((await api<SearchStatus>('GET', '/api/admin/search/status')).body).toMatchObject({ health: 'warning', queue: { pending: 11 } });
    expect((await api<ForceSyncResult>('POST', '/api/admin/search/sync')).body.messages).toBeGreaterThanOrEqual(11);

    const dlq = `${queueUrl}-dlq`;
    await sqs.send(new SendMessageCommand({ QueueUrl: dlq, MessageBody: JSON.stringify({ productId: 'dead' }) }));
    try {
      const status = await api<SearchStatus>('GET', '/api/admin/search/status');
      expect(status.body.health).toBe('error');
      expect(status.body.healthReasons).toContain('1 message in the dead-letter queue');
    } finally {
      const got = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10 }));
      for (const m of got.Messages ?? []) await sqs.send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: m.ReceiptHandle! }));
    }
  });

  it('saves settings that change what the next search does: typo tolerance off stops a misspelling from matching', async () => {
    const defaults = await api<SearchSettings>('GET', '/api/admin/search/settings');
    expect(defaults.body).toEqual({ searchTimeoutMs: 5000, maxResultsPerPage: 24, typoTolerance: 'enabled', analyticsEnabled: true });
    expect(await search('quasor drift')).toContain('Quasar Drift Chronicles');

    const saved = await api<SearchSettings>('PUT', '/api/admin/search/settings', { ...defaults.body, typoTolerance: 'disabled', maxResultsPerPage: 12 });
    expect(saved.status).toBe(200);
    expect(await search('quasor drift')).toEqual([]);
    expect((await api<SearchSettings>('GET', '/api/admin/search/settings')).body).toMatchObject({ typoTolerance: 'disabled', maxResultsPerPage: 12 });

    await api('PUT', '/api/admin/search/settings', { ...defaults.body, typoTolerance: 'strict' });
    expect(await search('quasor drift')).toContain('Quasar Drift Chronicles');
    await api('PUT', '/api/admin/search/settings', defaults.body);
  });

  it('refuses settings out of range or unknown, writing nothing', async () => {
    const before = (await api<SearchSettings>('GET', '/api/admin/search/settings')).body;
    for (const body of [
      { ...before, searchTimeoutMs: 10 },
      { ...before, maxResultsPerPage: 0 },
      { ...before, typoTolerance: 'min' },
      { ...before, analyticsEnabled: 'yes' },
      { ...before, extra: 1 },
    ]) {
      const res = await api('PUT', '/api/admin/search/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api<SearchSettings>('GET', '/api/admin/search/settings')).body).toEqual(before);
  });

  it('gives the storefront the saved timeout, page size and analytics switch with its search config', async () => {
    const before = (await api<SearchSettings>('GET', '/api/admin/search/settings')).body;
    await api('PUT', '/api/admin/search/settings', { ...before, searchTimeoutMs: 3000, analyticsEnabled: false });
    const config = (await (await fetch(`${gateway.url}/api/search/config`)).json()) as { timeoutMs: number; hitsPerPage: number; analytics: boolean };
    expect(config).toMatchObject({ timeoutMs: 3000, hitsPerPage: 24, analytics: false });
    await api('PUT', '/api/admin/search/settings', before);
  });

  it('is for administrators only', async () => {
    const employee = await gateway.tokenFor('employee', 'search-employee');
    expect((await api('POST', '/api/admin/search/sync', undefined, employee)).status).toBe(403);
    expect((await api('PUT', '/api/admin/search/settings', { searchTimeoutMs: 5000, maxResultsPerPage: 24, typoTolerance: 'enabled', analyticsEnabled: true }, employee)).status).toBe(403);
  });
});
