import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { grantAccess, type AccessTargets } from './function-access';
import { HouseFunction } from './house-function';

export interface TableStreamFunctionProps {
  /** Module under `functions/` exporting `handler`. */
  handler: string;
  /** The ElectroDB entity names (`__edb_e__`) whose writes and removals reach the function; the filter drops the rest before Lambda runs. */
  entities: readonly [string, ...string[]];
  table: dynamodb.ITable;
  /** Where stream batches that keep failing are recorded. */
  deadLetters: sqs.IQueue;
  environment: Record<string, string>;
  access: AccessTargets;
  entryFor?: (handler: string) => string;
}

/** A small function on the table's stream, seeing the old and new image of each write of the entities it names. */
export function tableStreamFunction(scope: Construct, id: string, props: TableStreamFunctionProps): HouseFunction {
  const fn = new HouseFunction(scope, id, {
    handler: props.handler,
    entry: props.entryFor?.(props.handler),
    environment: props.environment,
    timeout: Duration.seconds(30),
    memorySize: 256,
  });
  grantAccess(fn.role, props.handler, props.access);
  const entities = props.entities.length === 1 ? lambda.FilterRule.isEqual(props.entities[0]) : lambda.FilterRule.or(...props.entities);
  fn.fn.addEventSource(
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
  return fn;
}
