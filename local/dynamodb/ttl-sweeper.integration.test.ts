import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/lib/config';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { useTestTable } from '../../test/integration/table';
import { sweepExpired } from './ttl-sweeper';

describe('the local twin of DynamoDB Time to Live', () => {
  it('deletes tracking events whose expiry has passed and keeps the ones still within retention', async () => {
    const deps = await useTestTable();
    const config = readConfig();
    const sessionId = `ttl_${Date.now().toString(36)}`;
    const now = Date.now();
    const event = (eventKey: string, expiresAt: number) => ({ sessionId, eventKey, type: 'page_view', at: new Date(now).toISOString(), path: '/', expiresAt });
    await deps.store.entities.trackEvent.put([event('a-expired', Math.floor(now / 1000) - 60), event('b-kept', Math.floor(now / 1000) + 90 * 86_400)]).go();

    const pk = deps.store.entities.trackEvent.get({ sessionId, eventKey: 'a-expired' }).params().Key.pk as string;
    const deleted = await sweepExpired(createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, allowScan: true }), config.TABLE_NAME, now, pk);

    expect(deleted).toBe(1);
    const left = (await deps.store.entities.trackEvent.query.bySession({ sessionId }).go()).data.map((e) => e.eventKey);
    expect(left).toEqual(['b-kept']);
  });
});
