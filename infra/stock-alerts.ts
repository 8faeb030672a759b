import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { stockSourceEntity } from '../functions/inventory/stock-source-entity';
import { triggers } from '../shared/routes/trigger-table';
import type { AccessTargets } from './function-access';
import type { HouseFunction } from './house-function';
import { tableStreamFunction } from './table-stream-function';

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
    this.streamFunction = tableStreamFunction(this, 'StockAlertStream', { ...props, handler: stockAlertStreamHandler, entities: [stockSourceEntity] });
  }
}
