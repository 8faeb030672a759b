import { describe, expect, it } from 'vitest';
import { entities } from './store';
import { createTableInput, tableDefinition } from './table-definition';

interface IndexSchema {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

const indexesOf = (entity: unknown) => Object.entries((entity as { schema: { indexes: Record<string, IndexSchema> } }).schema.indexes);

describe('the table definition', () => {
  it.each(Object.entries(entities))("holds every index the %s entity writes", (_, entity) => {
    for (const [, index] of indexesOf(entity)) {
      const expected = index.index
        ? tableDefinition.globalIndexes.find((g) => g.indexName === index.index)
        : { partitionKey: tableDefinition.partitionKey, sortKey: tableDefinition.sortKey };

      expect(expected, `index ${index.index ?? 'table'}`).toBeDefined();
      expect(index.pk.field).toBe(expected!.partitionKey);
      expect(index.sk?.field).toBe(expected!.sortKey);
    }
  });

  it('creates a table with every key attribute declared as a string, and a stream', () => {
    const input = createTableInput('t');

    expect(input.AttributeDefinitions).toHaveLength(2 + tableDefinition.globalIndexes.length * 2);
    expect(input.AttributeDefinitions!.every((a) => a.AttributeType === 'S')).toBe(true);
    expect(input.GlobalSecondaryIndexes!.map((g) => g.IndexName)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    expect(input.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });
});
