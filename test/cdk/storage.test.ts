import { describe, expect, it } from 'vitest';
import { buildTestStack } from './build-test-stack';
import { resourcesOf } from './template-queries';

const { template } = buildTestStack();
const buckets = Object.entries(resourcesOf(template, 'AWS::S3::Bucket'));
const bucketPolicies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));

describe('storage', () => {
  it('has the image, export, sitemap, web and access-log buckets', () => {
    expect(buckets.map(([id]) => id.replace(/^Storage|[0-9A-F]{8}$/g, '')).sort()).toEqual(['Exports', 'Images', 'Logs', 'Sitemaps', 'Web']);
  });

  it.each(buckets)('blocks all public access to %s', (_id, bucket) => {
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it.each(buckets)('refuses requests to %s that are not over TLS', (id) => {
    const policy = bucketPolicies.find((p) => JSON.stringify(p.Properties.Bucket).includes(id));
    const statements = (policy?.Properties.PolicyDocument as { Statement: { Effect: string; Condition?: unknown }[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it.each(buckets)('encrypts %s at rest', (_id, bucket) => {
    expect(JSON.stringify(bucket.Properties.BucketEncryption)).toContain('"SSEAlgorithm":"AES256"');
  });

  it('logs access to every other bucket into the log bucket', () => {
    const [logsId] = buckets.find(([id]) => id.startsWith('StorageLogs')) ?? [];
    for (const [id, bucket] of buckets.filter(([bucketId]) => bucketId !== logsId)) {
      expect(bucket.Properties.LoggingConfiguration, id).toMatchObject({ DestinationBucketName: { Ref: logsId } });
    }
  });

  it('versions and retains the buckets that hold data', () => {
    for (const [id, bucket] of buckets.filter(([bucketId]) => !bucketId.startsWith('StorageLogs'))) {
      expect(bucket.Properties.VersioningConfiguration, id).toEqual({ Status: 'Enabled' });
      expect(bucket.DeletionPolicy, id).toBe('Retain');
    }
  });
});
