import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Config } from '../functions/lib/config';
import { searchSourceEntities } from '../functions/search/search-source-entities';
import { triggers } from '../shared/routes/trigger-table';
import { grantAccess, type AccessTargets } from './function-access';
import { HouseFunction } from './house-function';

/** The function that turns the table's stream into search-index messages. */
export const searchStreamHandler = triggers.productChangeStream.handler;

export interface AlgoliaSettings {
  appId: string;
  /** The search-only key: public by design, it is handed to the SPA. */
  searchKey: string;
  /** The Secrets Manager secret holding the admin key, created by the operator (Algolia issues it). */
  adminKeySecretName: string;
}

/** The search settings every function gets; the admin key's secret is only named here, `function-access.ts` decides who reads it. */
export function searchEnvironment(algolia: AlgoliaSettings): Record<string, string> {
  const environment = {
    ALGOLIA_APP_ID: algolia.appId,
    ALGOLIA_SEARCH_KEY: algolia.searchKey,
    ALGOLIA_ADMIN_KEY_SECRET: algolia.adminKeySecretName,
  } satisfies { [K in keyof Config]?: string };
  return environment;
}

/** Referenced, not created: Algolia issues the admin key, so the operator stores it and nothing here can rotate it. */
export function algoliaAdminKey(scope: Construct, algolia: AlgoliaSettings): secretsmanager.ISecret {
  return secretsmanager.Secret.fromSecretNameV2(scope, 'AlgoliaAdminKey', algolia.adminKeySecretName);
}

export interface SearchSyncProps {
  table: dynamodb.ITable;
  /** Where stream batches that keep failing are recorded: the search-index queue's own DLQ. */
  deadLetters: sqs.IQueue;
  environment: Record<string, string>;
  access: AccessTargets;
  entryFor?: (handler: string) => string;
}

/**
 * On AWS the search-index messages come from the table's stream: every product, variant or slide write (names,
 * translations, prices, key counts, activation) is turned into a "product changed" message by one small function.
 * The event source's filter drops every other entity before Lambda is invoked.
 */
export class SearchSync extends Construct {
  readonly streamFunction: HouseFunction;

  constructor(scope: Construct, id: string, props: SearchSyncProps) {
    super(scope, id);
    this.streamFunction = new HouseFunction(this, 'ProductChangeStream', {
      handler: searchStreamHandler,
      entry: props.entryFor?.(searchStreamHandler),
      environment: props.environment,
      timeout: Duration.seconds(30),
      memorySize: 256,
    });
    grantAccess(this.streamFunction.role, searchStreamHandler, props.access);
    const entities = lambda.FilterRule.or(...searchSourceEntities);
    this.streamFunction.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        // A failing batch is split to isolate a bad record, retried, then recorded in the DLQ rather than blocking the shard.
        bisectBatchOnError: true,
        retryAttempts: 5,
        maxRecordAge: Duration.hours(1),
        onFailure: new SqsDlq(props.deadLetters),
        filters: [
          lambda.FilterCriteria.filter({ dynamodb: { NewImage: { __edb_e__: { S: entities } } } }),
          lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.isEqual('REMOVE'), dynamodb: { OldImage: { __edb_e__: { S: entities } } } }),
        ],
      }),
    );
  }
}
