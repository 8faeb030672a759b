import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { createTableInput, tableDefinition } from '../../functions/lib/data/table-definition';
import { ensureTable, localClient } from './dynamodb-local';

describe('the local table', () => {
  it('gains an index the definition added after the table was made, so a kept data directory keeps working', async () => {
    const endpoint = process.env.DYNAMODB_ENDPOINT!;
    const name = `older-${Math.random().toString(36).slice(2, 8)}`;
    const current = createTableInput(name);
    const older = {
      ...current,
      AttributeDefinitions: current.AttributeDefinitions!.filter((a) => !a.AttributeName!.startsWith('gsi4')),
      GlobalSecondaryIndexes: current.GlobalSecondaryIndexes!.filter((g) => g.IndexName !== 'gsi4'),
    };
    await localClient(endpoint).send(new CreateTableCommand(older));

    expect(await ensureTable(endpoint, name)).toBe('existing');

    const { Table } = await localClient(endpoint).send(new DescribeTableCommand({ TableName: name }));
    expect(Table!.GlobalSecondaryIndexes!.map((g) => g.IndexName).sort()).toEqual(tableDefinition.globalIndexes.map((g) => g.indexName));
  });
});
