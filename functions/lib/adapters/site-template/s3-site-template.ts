import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SiteTemplate } from './site-template';

/** On AWS: the index.html that the deployment put in the SPA's bucket, so its asset hashes always match. */
export class S3SiteTemplate implements SiteTemplate {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client,
    private readonly key = 'index.html',
  ) {}

  async read(): Promise<string> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key }));
    if (!out.Body) throw new Error(`s3://${this.bucket}/${this.key} has no body`);
    return out.Body.transformToString('utf8');
  }
}
