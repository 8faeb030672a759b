import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requestStats } from '../observability/request-stats';
import { traceClient } from '../observability/tracer';

export class ScanForbiddenError extends Error {
  override name = 'ScanForbiddenError';
  constructor() {
    super('A request path issued a DynamoDB Scan; every access pattern must be a Query or a key lookup');
  }
}

export class TableAccessError extends Error {
  override name = 'TableAccessError';
}

export interface DynamoOptions {
  endpoint?: string | undefined;
  region?: string | undefined;
  /** Only maintenance tools may scan; handlers get a client that refuses. */
  allowScan?: boolean;
  /**
   * What the function declared (shared/routes/capabilities.ts): `read` refuses every write and `put-only` everything
   * but PutItem, as the function's IAM policy does on AWS, so a local run or a test fails the same way.
   */
  access?: 'read' | 'write' | 'put-only';
}

const readCommands = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'TransactGetItemsCommand', 'ScanCommand']);

/** A document client whose middleware refuses Scan, so a request path that scans fails loudly in every test. */
export function createDocumentClient(options: DynamoOptions = {}): DynamoDBDocumentClient {
  const config: DynamoDBClientConfig = { region: options.region ?? process.env.AWS_REGION ?? 'us-east-1' };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
    // DynamoDB Local accepts any credentials; fixed ones keep it from looking up a profile.
    config.credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  }
  const client = traceClient(new DynamoDBClient(config));
  // Every call's time, retries included, for the Performance Monitor's database latency.
  client.middlewareStack.add(
    (next) => async (args) => {
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        requestStats.databaseCall(performance.now() - started);
      }
    },
    { step: 'initialize', name: 'databaseLatency' },
  );
  const access = options.access ?? 'write';
  if (access !== 'write') {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const command = context.commandName ?? '';
        const allowed = access === 'put-only' ? command === 'PutItemCommand' : readCommands.has(command);
        if (!allowed) throw new TableAccessError(`${command} is not allowed: this function declared table access '${access}'`);
        return next(args);
      },
      { step: 'initialize', name: 'declaredTableAccess' },
    );
  }
  if (!options.allowScan) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'ScanCommand') throw new ScanForbiddenError();
        return next(args);
      },
      { step: 'initialize', name: 'forbidScan' },
    );
  }
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
