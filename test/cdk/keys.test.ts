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

  it('lets only key import ask for data keys, and only the reveals and the key export decrypt a product key', () => {
    expect(handlersAllowed(template, 'kms:GenerateDataKey', keyId)).toEqual(['inventory/import-keys']);
    // Fulfilment moves keys without opening them; a secret is decrypted only when its owner, staff on the order or an
    // admin in the inventory presses Reveal, or an admin exports a variant's keys decrypted, and each is audited.
    expect(handlersAllowed(template, 'kms:Decrypt', keyId)).toEqual(['admin-orders/reveal-key', 'inventory/export-keys', 'inventory/reveal-inventory-key', 'orders/reveal-order-key']);
  });
});
