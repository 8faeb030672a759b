import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createDocumentClient, ScanForbiddenError } from './dynamo-client';

describe('the request-path DynamoDB client', () => {
  it('refuses a Scan before it reaches the table', async () => {
    const config = readConfig();
    const client = createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT });

    await expect(client.send(new ScanCommand({ TableName: config.TABLE_NAME }))).rejects.toBeInstanceOf(ScanForbiddenError);
  });

  it('still lets maintenance tools scan when they ask for it', async () => {
    const config = readConfig();
    const client = createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, allowScan: true });

    await expect(client.send(new ScanCommand({ TableName: 'does-not-exist' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
