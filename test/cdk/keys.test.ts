import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildTestStack } from './build-test-stack';
import { handlersAllowed, onlyLogicalId, resourcesOf } from './template-queries';

const { template } = buildTestStack();
const keyId = onlyLogicalId(resourcesOf(template, 'AWS::KMS::Key'));

describe('keys', () => {
  it('rotates the product-key CMK and keeps it when the stack is deleted', () => {
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ EnableKeyRotation: true }),
    });
  });

  it.each(['kms:GenerateDataKey', 'kms:Decrypt'])('lets only inventory handlers use %s on the product key', (action) => {
    const allowed = handlersAllowed(template, action, keyId);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.filter((handler) => !handler.startsWith('inventory/'))).toEqual([]);
  });
});
