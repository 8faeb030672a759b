import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketName } from '../functions/lib/adapters/object-store/object-store';

/** Private buckets: product images, exports and sitemaps (reached by pre-signed URLs), the SPA, and their access logs. */
export class Storage extends Construct {
  readonly logs: s3.Bucket;
  readonly web: s3.Bucket;
  readonly objects: Record<BucketName, s3.Bucket>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.logs = new s3.Bucket(this, 'Logs', {
      ...privateBucket,
      // CloudFront standard logging writes through an ACL grant, so this one bucket keeps ACLs enabled.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.objects = {
      images: this.dataBucket('Images', 'images/'),
      // Exports are one-off downloads; the request that made one can make it again.
      exports: this.dataBucket('Exports', 'exports/', [{ expiration: Duration.days(30) }]),
      sitemaps: this.dataBucket('Sitemaps', 'sitemaps/'),
    };
    // The SPA is rebuilt from the repo, yet it is kept on stack deletion: emptying it would need a
    // custom-resource Lambda, and a failed stack delete costs more than an orphaned bucket.
    this.web = this.dataBucket('Web', 'web/');
  }

  private dataBucket(id: string, logPrefix: string, lifecycleRules: s3.LifecycleRule[] = []): s3.Bucket {
    return new s3.Bucket(this, id, {
      ...privateBucket,
      versioned: true,
      lifecycleRules: [...lifecycleRules, { noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: logPrefix,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

const privateBucket = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
} satisfies s3.BucketProps;
