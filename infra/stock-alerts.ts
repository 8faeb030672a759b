import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { stockSourceEntity } from '../functions/inventory/stock-source-entity';
import { triggers } from '../shared/routes/trigger-table';
import { grantAccess, type AccessTargets } from './function-access';
import { HouseFunction } from './house-function';

/** The function that turns variant writes on the table's stream into stock alerts and staff e-mails. */
export const stockAlertStreamHandler = triggers.stockAlertStream.handler;

export interface StockAlertsProps {
  table: dynamodb.ITable;
  /** Where stream batches that keep failing are recorded. */
  deadLetters: sqs.IQueue;
  environment: Record<string, string>;
  access: AccessTargets;
  entryFor?: (handler: string) => string;
}

/**
 * Key-pool health: every variant write reaches one small function with its old and new image, which keeps the stock
 * alert of the variant and e-mails staff once per crossing. The filter drops every other entity before Lambda runs.
 */
export class StockAlerts extends Construct {
  readonly streamFunction: HouseFunction;

  constructor(scope: Construct, id: string, props: StockAlertsProps) {
    super(scope, id);
    this.streamFunction = new HouseFunction(this, 'StockAlertStream', {
      handler: stockAlertStreamHandler,
      entry: props.entryFor?.(stockAlertStreamHandler),
      environment: props.environment,
      timeout: Duration.seconds(30),
      memorySize: 256,
    });
    grantAccess(this.streamFunction.role, stockAlertStreamHandler, props.access);
    this.streamFunction.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        retryAttempts: 5,
        maxRecordAge: Duration.hours(1),
        onFailure: new SqsDlq(props.deadLetters),
        filters: [
          lambda.FilterCriteria.filter({ dynamodb: { NewImage: { __edb_e__: { S: lambda.FilterRule.isEqual(stockSourceEntity) } } } }),
          lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.isEqual('REMOVE'), dynamodb: { OldImage: { __edb_e__: { S: lambda.FilterRule.isEqual(stockSourceEntity) } } } }),
        ],
      }),
    );
  }
}
