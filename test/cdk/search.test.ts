import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes/route-table';
import { searchStreamHandler } from '../../infra/search';
import { buildTestStack } from './build-test-stack';
import { actionsOf, functionsByHandler, onlyLogicalId, resourceIdsOf, resourcesOf, statementsOf } from './template-queries';

const { template } = buildTestStack({ algolia: { appId: 'TESTAPP', searchKey: 'public-search-key', adminKeySecretName: 'neonkeys/algolia-admin-key' } });
const functions = functionsByHandler(template);
const tableId = onlyLogicalId(resourcesOf(template, 'AWS::DynamoDB::Table'));
const queues = Object.entries(resourcesOf(template, 'AWS::SQS::Queue'));
const searchQueueId = queues.find(([id, q]) => id.startsWith('QueuesSearchIndex') && q.Properties.RedrivePolicy)![0];
const searchDlqId = queues.find(([id, q]) => id.startsWith('QueuesSearchIndex') && !q.Properties.RedrivePolicy)![0];
const stream = functions[searchStreamHandler]!;
const streamMapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find(
  (m) => (m.Properties.FunctionName as { Ref: string }).Ref === stream.logicalId,
);

describe('search sync on AWS', () => {
  it("feeds the stream function from the table's stream, filtered to products, variants and slides", () => {
    expect(streamMapping?.Properties.EventSourceArn).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
    const patterns = (streamMapping?.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) => JSON.parse(f.Pattern) as unknown);
    expect(patterns).toEqual([
      { dynamodb: { NewImage: { __edb_e__: { S: ['product', 'variant', 'featuredSlide'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['product', 'variant', 'featuredSlide'] } } } },
    ]);
  });

  it('splits and retries a failing stream batch, then records it in the search-index dead-letter queue', () => {
    expect(streamMapping?.Properties).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 5, StartingPosition: 'LATEST' });
    const destination = (streamMapping?.Properties.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination;
    expect(destination).toEqual({ 'Fn::GetAtt': [searchDlqId, 'Arn'] });
  });

  it('lets the stream function send to the search-index queue and read the stream, but not read or write table items', () => {
    const statements = statementsOf(template, stream.logicalId);
    const sends = statements.filter((s) => actionsOf(s).includes('sqs:SendMessage')).flatMap(resourceIdsOf);
    const itemActions = statements.flatMap(actionsOf).filter((a) => /^dynamodb:(PutItem|GetItem|Query|UpdateItem|DeleteItem|BatchWriteItem)$/.test(a));

    expect(sends).toEqual(expect.arrayContaining([searchQueueId]));
    expect(sends.filter((id) => id !== searchQueueId && id !== searchDlqId)).toEqual([]);
    expect(itemActions).toEqual([]);
    expect(statements.flatMap(actionsOf)).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator']));
  });

  it('lets only the index-sync consumer and Search Management (Force Sync, settings, record counts) read the Algolia admin key', () => {
    const readers = Object.entries(functions)
      .filter(([, fn]) =>
        statementsOf(template, fn.logicalId).some((s) => actionsOf(s).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes('algolia-admin-key')),
      )
      .map(([handler]) => handler);

    expect(readers.sort()).toEqual(['search-admin/search-admin-api', 'search/sync-index']);
  });

  it.each([routes.getSearchConfig.handler, routes.recordSearchLog.handler, 'search/sync-index'])('tells %s the Algolia application, search key and admin key secret', (handler) => {
    expect((functions[handler]?.props.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      ALGOLIA_APP_ID: 'TESTAPP',
      ALGOLIA_SEARCH_KEY: 'public-search-key',
      ALGOLIA_ADMIN_KEY_SECRET: 'neonkeys/algolia-admin-key',
    });
  });
});
