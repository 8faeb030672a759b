import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { tableDefinition } from '../data/table-definition';

export interface IdempotencyOptions {
  /** Which part of the event names the work once (a JMESPath), e.g. `body.id` for a payment provider's event id. */
  eventKeyJmesPath: string;
  /** How long a completed run answers repeats; the item then expires through the table's TTL. */
  expiresAfterSeconds: number;
  /** Where the table answers (DynamoDB Local on one machine); Lambda's default endpoint otherwise. */
  endpoint?: string | undefined;
  tableName: string;
}

/**
 * Powertools' Idempotency utility with its records in the one table: a static partition per function
 * (`idempotency#<function>`) and the hashed event key as the sort key, expiring through the table's own TTL attribute.
 * A repeated event (a webhook delivered twice, a retried invocation) runs the work once and gets the first answer;
 * one arriving while the first is still running is refused rather than run twice.
 */
export function idempotent<E, R>(handler: (event: E, context: Context) => Promise<R>, options: IdempotencyOptions) {
  const persistenceStore = new DynamoDBPersistenceLayer({
    tableName: options.tableName,
    keyAttr: tableDefinition.partitionKey,
    sortKeyAttr: tableDefinition.sortKey,
    expiryAttr: tableDefinition.timeToLiveAttribute,
    awsSdkV3Client: new DynamoDBClient(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const config = new IdempotencyConfig({
    eventKeyJmesPath: options.eventKeyJmesPath,
    expiresAfterSeconds: options.expiresAfterSeconds,
    throwOnNoIdempotencyKey: true,
  });
  return makeIdempotent(handler, { persistenceStore, config });
}
