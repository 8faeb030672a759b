import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Config } from '../functions/lib/config';
import { searchSourceEntities } from '../functions/search/search-source-entities';
import { triggers } from '../shared/routes/trigger-table';
import type { AccessTargets } from './function-access';
import type { HouseFunction } from './house-function';
import { tableStreamFunction } from './table-stream-function';

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
    this.streamFunction = tableStreamFunction(this, 'ProductChangeStream', { ...props, handler: searchStreamHandler, entities: searchSourceEntities });
  }
}
